import { act, screen } from '@testing-library/react';
import type { CmsModule } from '../../../api/types';
import { renderCmsModules } from '../modules/renderCmsModules';
import { moduleViewLoaded } from './moduleViews';
import { estimatedHeight, moduleMark, moduleNearViewPx, reservedHeight } from './moduleSpace';

/** Every element the page watches for nearness, and a way to bring one near the viewport. */
const watched = new Map<Element, IntersectionObserverCallback>();
/** How far beyond the viewport each element is watched (the observer's root margin). */
const margins = new Map<Element, string | undefined>();

class WatchingObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options?: IntersectionObserverInit,
  ) {}
  observe(target: Element) {
    watched.set(target, this.callback);
    margins.set(target, this.options?.rootMargin);
  }
  disconnect() {
    for (const [target, callback] of watched)
      if (callback === this.callback) watched.delete(target);
  }
  unobserve(target: Element) {
    watched.delete(target);
  }
  takeRecords() {
    return [];
  }
}

function bringNear(element: Element) {
  const callback = watched.get(element);
  if (!callback) throw new Error('that element is not watched');
  const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
  act(() => callback([entry], {} as IntersectionObserver));
}

const slotOf = (id: string) => document.querySelector(`[${moduleMark}="${id}"]`) as HTMLElement;

const questions: CmsModule = {
  id: 'questions',
  type: 'faq',
  headline: 'Questions',
  items: [{ question: 'Pets?', answer: '<p>Small <em>dogs</em> only.</p>' }],
};
const ticker: CmsModule = {
  id: 'news',
  type: 'newsTicker',
  separator: '+++',
  messages: [{ text: 'Direct flights to Crete' }],
};

beforeEach(() => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = WatchingObserver;
});
afterEach(() => {
  watched.clear();
  margins.clear();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.replaceChildren();
});

describe('CMS modules load their code as they come near the view', () => {
  it('keeps a module far from the view an empty box of its height, not busy, its code unloaded', () => {
    renderCmsModules([ticker, questions]);
    const slot = slotOf('questions');
    expect(slot).toBeEmptyDOMElement();
    expect(slot.style.minHeight).toBe(`${estimatedHeight(questions)}px`);
    // Not busy: a take-over from an HTML snapshot does not wait for modules far below.
    expect(slot).not.toHaveAttribute('aria-busy');
    expect(slot.querySelector('[aria-busy="true"]')).toBeNull();
    expect(moduleViewLoaded('faq')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Questions' })).toBeNull();
  });

  it('loads the module near the view, busy while its code arrives, then shows it', async () => {
    renderCmsModules([ticker, questions]);
    bringNear(slotOf('questions'));
    expect(slotOf('questions').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    // Its HTML still goes through the sanitising component.
    expect(screen.getByText('dogs').tagName).toBe('EM');
    expect(slotOf('questions').style.minHeight).toBe('');
    expect(slotOf('questions').querySelector('[aria-busy="true"]')).toBeNull();
    // The ticker stayed far: the page loaded no code for it.
    expect(moduleViewLoaded('newsTicker')).toBe(false);
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
  });
});

describe('how far ahead of the view module code loads', () => {
  it('only for modules in the viewport until the visitor scrolls, then a short scroll ahead', () => {
    // The ticker's code has not loaded in this file: its slot waits to be near.
    expect(moduleViewLoaded('newsTicker')).toBe(false);
    renderCmsModules([ticker]);
    // A first load brings the code of what the first screen shows, nothing below it.
    expect(margins.get(slotOf('news'))).toBe('0px');
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(margins.get(slotOf('news'))).toBe(`${moduleNearViewPx}px`);
    expect(moduleNearViewPx).toBeGreaterThan(0);
  });
});

describe('the height a module keeps free before it loads', () => {
  it('is what the same module measures in the HTML snapshot the shop takes over from', () => {
    // A host serves the snapshot's head tags with the same mark, before the mount in the document.
    const alternate = document.createElement('link');
    alternate.rel = 'alternate';
    alternate.setAttribute('data-hs-snapshot', '');
    document.head.append(alternate);
    const snapshot = document.createElement('div');
    snapshot.setAttribute('data-hs-snapshot', '');
    const inSnapshot = document.createElement('div');
    inSnapshot.setAttribute(moduleMark, 'questions');
    snapshot.append(inSnapshot);
    document.body.append(snapshot);
    inSnapshot.getBoundingClientRect = () => ({ height: 212.4 }) as DOMRect;
    // A pop-up takes no room in the page: nothing is kept free for it.
    const popup = document.createElement('div');
    popup.setAttribute(moduleMark, 'popup');
    popup.getBoundingClientRect = () => ({ height: 0 }) as DOMRect;
    snapshot.append(popup);
    expect(reservedHeight(questions)).toBe(212);
    expect(reservedHeight({ ...questions, id: 'popup' })).toBe(0);
    // A module the snapshot does not have keeps the estimate for its type.
    const later = { ...questions, id: 'added-since' };
    expect(reservedHeight(later)).toBe(estimatedHeight(later));
    snapshot.remove();
    alternate.remove();
  });

  it('is the estimate for its type without a snapshot, growing with its content', () => {
    expect(reservedHeight(questions)).toBe(estimatedHeight(questions));
    const more = { ...questions, items: [...questions.items, ...questions.items] } as CmsModule;
    expect(estimatedHeight(more)).toBeGreaterThan(estimatedHeight(questions));
  });
});

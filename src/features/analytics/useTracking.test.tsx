import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import { makeTestStore, renderWithProviders } from '../../testing/renderWithProviders';
import type { TrackedItem } from './analyticsActions';
import { useTracking } from './useTracking';

/** The browser's IntersectionObserver at its edge: the test says when an element is seen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element) {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function Teaser({ item }: { item: TrackedItem }) {
  const { ref, onClick } = useTracking<HTMLElement>(item);
  return (
    <article ref={ref} aria-label={item.name}>
      <a href="#offer" onClick={onClick}>
        Book {item.name}
      </a>
    </article>
  );
}

const seen = (element: Element) =>
  act(() => FakeObserver.instances.forEach((observer) => observer.show(element)));

beforeAll(() => {
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

describe('useTracking (impressions and clicks)', () => {
  it('reports an impression once, when seen, and every click', async () => {
    const store = makeTestStore();
    const actions: Action[] = [];
    const record = jest.spyOn(store, 'dispatch');
    record.mockImplementation((action) => {
      actions.push(action as Action);
      return action;
    });
    const item: TrackedItem = {
      kind: 'teaser',
      id: 'm-7',
      name: 'Crete',
      list: 'cms',
      position: 2,
    };
    renderWithProviders(<Teaser item={item} />, { store });
    expect(actions).toEqual([]);
    const teaser = screen.getByRole('article', { name: 'Crete' });
    seen(teaser);
    seen(teaser);
    await userEvent.click(screen.getByRole('link', { name: 'Book Crete' }));
    await userEvent.click(screen.getByRole('link', { name: 'Book Crete' }));
    const expected = { ...item, price: undefined };
    expect(actions).toEqual([
      { type: 'analytics/impressionSeen', payload: expected },
      { type: 'analytics/clicked', payload: expected },
      { type: 'analytics/clicked', payload: expected },
    ]);
  });

  it('stops watching an element that leaves the page before it was seen', () => {
    const store = makeTestStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const { unmount } = renderWithProviders(
      <Teaser item={{ kind: 'product', id: '9', name: 'Hotel 9' }} />,
      { store },
    );
    const element = screen.getByRole('article', { name: 'Hotel 9' });
    unmount();
    seen(element);
    expect(dispatch).not.toHaveBeenCalled();
  });
});

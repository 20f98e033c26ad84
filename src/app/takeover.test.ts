import { holdUntilDrawn } from '../ui/pendingDraws';
import { prepareTakeover, stageSettled, stagingMark } from './takeover';

/** Frames run by hand, so the test decides when the browser would paint. */
function manualFrames() {
  let queue: (() => void)[] = [];
  return {
    nextFrame: (callback: () => void) => {
      queue.push(callback);
    },
    /** Runs `count` frames, letting mutation observers report before each. */
    async run(count: number) {
      for (let i = 0; i < count; i += 1) {
        await Promise.resolve();
        const due = queue;
        queue = [];
        due.forEach((callback) => callback());
      }
    },
  };
}

/** An element built from its parts: the tests need no HTML parsing. */
function h(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** A brand page as a host serves it with the snapshot of a destination page. */
function servedPage(): HTMLElement {
  const served = { 'data-hs-snapshot': '' };
  document.head.replaceChildren(
    h('title', {}, 'Urlaub in Mallorca'),
    h('link', { rel: 'icon', href: '/favicon.svg' }),
    h('link', { rel: 'canonical', href: 'https://shop.example/de-de/m.html', ...served }),
    h('script', { type: 'application/ld+json', ...served }, '{}'),
    h('style', served, '.hs-root{color:red}'),
  );
  const mount = h(
    'div',
    { id: 'holiday-shop' },
    h('div', served, h('main', {}, h('h1', {}, 'Urlaub in Mallorca'))),
  );
  document.body.replaceChildren(mount);
  return mount;
}

/** The shop's page in the stage: its main area with `content`. */
function staged(stage: Element, ...content: (Node | string)[]): void {
  stage.replaceChildren(h('div', { class: 'hs-root' }, h('main', {}, ...content)));
}

const loader = () => h('span', { class: 'hs-loader' }, 'Loading');
const heading = () => h('h1', {}, 'Urlaub in Mallorca');

const snapshot = () => document.querySelector('#holiday-shop > [data-hs-snapshot]');
const snapshotHead = () => document.head.querySelectorAll('[data-hs-snapshot]');

describe('taking over from an HTML snapshot', () => {
  it('renders straight into a mount without a snapshot', () => {
    const mount = h('div', { id: 'holiday-shop' });
    document.body.replaceChildren(mount);
    expect(prepareTakeover(mount)).toBe(mount);
  });

  it('keeps the snapshot while the staged shop loads, then swaps once it holds still', async () => {
    const mount = servedPage();
    const frames = manualFrames();
    const onSwap = jest.fn();
    jest.spyOn(window, 'getComputedStyle');
    const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame, onSwap }) as HTMLElement;

    expect(stage.parentElement).toBe(mount);
    expect(snapshot()).toHaveAttribute('inert');
    expect(stage).toHaveAttribute('aria-hidden', 'true');
    expect(stage).toHaveAttribute('inert');
    expect(stage.style.visibility).toBe('hidden');
    expect(stage.style.position).toBe('absolute');
    // The mount becomes the stage's containing block through the shell's stylesheet, without
    // a read of its computed style.
    expect(mount).toHaveAttribute(stagingMark);
    expect(getComputedStyle).not.toHaveBeenCalled();

    staged(stage, loader());
    await frames.run(10);
    expect(snapshot()).not.toBeNull();
    expect(onSwap).not.toHaveBeenCalled();

    staged(stage, h('section', { 'aria-busy': 'true' }, 'Loading'));
    await frames.run(10);
    expect(snapshot()).not.toBeNull();

    staged(stage, heading());
    await frames.run(2);
    expect(snapshot()).not.toBeNull();
    await frames.run(2);

    expect(onSwap).toHaveBeenCalledTimes(1);
    expect(snapshot()).toBeNull();
    expect(mount.children).toHaveLength(1);
    expect(mount.firstElementChild).toBe(stage);
    expect(stage).not.toHaveAttribute('aria-hidden');
    expect(stage).not.toHaveAttribute('inert');
    expect(stage).not.toHaveAttribute('style');
    expect(mount).not.toHaveAttribute(stagingMark);
    expect(mount.getAttribute('style')).toBeNull();
    expect(snapshotHead()).toHaveLength(0);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.title).toBe('Urlaub in Mallorca');
  });

  it('waits while the staged page keeps changing', async () => {
    const mount = servedPage();
    const frames = manualFrames();
    const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame });
    const list = h('ol');
    staged(stage, heading(), list);
    for (let i = 0; i < 6; i += 1) {
      list.append(document.createElement('li'));
      await frames.run(1);
    }
    expect(snapshot()).not.toBeNull();
    await frames.run(4);
    expect(snapshot()).toBeNull();
  });

  it('waits while a draw is on its way, though the page looks still', async () => {
    const mount = servedPage();
    const frames = manualFrames();
    const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame });
    staged(stage, heading());
    // A part came into view: its draw runs in slices and changes the document only at the end.
    const drawn = holdUntilDrawn();
    await frames.run(10);
    expect(snapshot()).not.toBeNull();
    drawn();
    await frames.run(2);
    expect(snapshot()).not.toBeNull();
    await frames.run(2);
    expect(snapshot()).toBeNull();
  });

  it('swaps after the longest wait even if the page never settles', async () => {
    jest.useFakeTimers();
    try {
      const mount = servedPage();
      const frames = manualFrames();
      const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame, maxWaitMs: 5_000 });
      staged(stage, loader());
      jest.advanceTimersByTime(4_999);
      expect(snapshot()).not.toBeNull();
      jest.advanceTimersByTime(1);
      expect(snapshot()).toBeNull();
      expect(stage).not.toHaveAttribute('inert');
      expect(snapshotHead()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a page as settled only with content in its main area and nothing loading', () => {
    const stage = document.createElement('div');
    expect(stageSettled(stage)).toBe(false);
    staged(stage, ' ');
    expect(stageSettled(stage)).toBe(false);
    staged(stage, heading(), loader());
    expect(stageSettled(stage)).toBe(false);
    staged(stage, heading());
    stage.prepend(h('header', { 'aria-busy': 'true' }));
    expect(stageSettled(stage)).toBe(false);
    staged(stage, heading());
    expect(stageSettled(stage)).toBe(true);
  });
});

import { prepareTakeover, stageSettled } from './takeover';

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

function servedPage(): HTMLElement {
  document.head.innerHTML =
    '<title>Urlaub in Mallorca</title>' +
    '<link rel="icon" href="/favicon.svg">' +
    '<link rel="canonical" href="https://shop.example/de-de/m.html" data-hs-snapshot>' +
    '<script type="application/ld+json" data-hs-snapshot>{}</script>' +
    '<style data-hs-snapshot>.hs-root{color:red}</style>';
  document.body.innerHTML =
    '<div id="holiday-shop"><div data-hs-snapshot><main><h1>Urlaub in Mallorca</h1></main></div></div>';
  return document.getElementById('holiday-shop')!;
}

const snapshot = () => document.querySelector('#holiday-shop > [data-hs-snapshot]');
const snapshotHead = () => document.head.querySelectorAll('[data-hs-snapshot]');

describe('taking over from an HTML snapshot', () => {
  it('renders straight into a mount without a snapshot', () => {
    document.body.innerHTML = '<div id="holiday-shop"></div>';
    const mount = document.getElementById('holiday-shop')!;
    expect(prepareTakeover(mount)).toBe(mount);
  });

  it('keeps the snapshot while the staged shop loads, then swaps once it holds still', async () => {
    const mount = servedPage();
    const frames = manualFrames();
    const onSwap = jest.fn();
    const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame, onSwap }) as HTMLElement;

    expect(stage.parentElement).toBe(mount);
    expect(snapshot()).toHaveAttribute('inert');
    expect(stage).toHaveAttribute('aria-hidden', 'true');
    expect(stage).toHaveAttribute('inert');
    expect(stage.style.visibility).toBe('hidden');
    expect(stage.style.position).toBe('absolute');
    expect(mount.style.position).toBe('relative');

    stage.innerHTML =
      '<div class="hs-root"><main><span class="hs-loader">Loading</span></main></div>';
    await frames.run(10);
    expect(snapshot()).not.toBeNull();
    expect(onSwap).not.toHaveBeenCalled();

    stage.querySelector('main')!.innerHTML = '<section aria-busy="true">Loading</section>';
    await frames.run(10);
    expect(snapshot()).not.toBeNull();

    stage.querySelector('main')!.innerHTML = '<h1>Urlaub in Mallorca</h1>';
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
    expect(mount.style.position).toBe('');
    expect(snapshotHead()).toHaveLength(0);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.title).toBe('Urlaub in Mallorca');
  });

  it("keeps the snapshot's stylesheets last while the shop adds its own, so its look holds", async () => {
    const mount = servedPage();
    const frames = manualFrames();
    const shell = document.createElement('style');
    shell.dataset.holidayShop = '';
    document.head.append(shell);
    const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame });
    const last = () => document.head.lastElementChild;
    expect(last()).toHaveAttribute('data-hs-snapshot');
    const feature = document.createElement('style');
    feature.dataset.holidayShop = 'seo-pages';
    document.head.append(feature);
    await Promise.resolve();
    expect(last()?.tagName).toBe('STYLE');
    expect(last()).toHaveAttribute('data-hs-snapshot');

    stage.innerHTML = '<main><h1>Urlaub in Mallorca</h1></main>';
    await frames.run(4);
    expect(snapshot()).toBeNull();
    expect(last()).toBe(feature);
    const moreAfterSwap = document.createElement('style');
    document.head.append(moreAfterSwap);
    await Promise.resolve();
    expect(last()).toBe(moreAfterSwap);
  });

  it('waits while the staged page keeps changing', async () => {
    const mount = servedPage();
    const frames = manualFrames();
    const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame });
    stage.innerHTML = '<main><h1>Urlaub in Mallorca</h1><ol></ol></main>';
    const list = stage.querySelector('ol')!;
    for (let i = 0; i < 6; i += 1) {
      list.append(document.createElement('li'));
      await frames.run(1);
    }
    expect(snapshot()).not.toBeNull();
    await frames.run(4);
    expect(snapshot()).toBeNull();
  });

  it('swaps after the longest wait even if the page never settles', async () => {
    jest.useFakeTimers();
    try {
      const mount = servedPage();
      const frames = manualFrames();
      const stage = prepareTakeover(mount, { nextFrame: frames.nextFrame, maxWaitMs: 5_000 });
      stage.innerHTML = '<main><span class="hs-loader">Loading</span></main>';
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
    stage.innerHTML = '<main> </main>';
    expect(stageSettled(stage)).toBe(false);
    stage.innerHTML = '<main><h1>Mallorca</h1><span class="hs-loader"></span></main>';
    expect(stageSettled(stage)).toBe(false);
    stage.innerHTML = '<header aria-busy="true"></header><main><h1>Mallorca</h1></main>';
    expect(stageSettled(stage)).toBe(false);
    stage.innerHTML = '<main><h1>Mallorca</h1></main>';
    expect(stageSettled(stage)).toBe(true);
  });
});

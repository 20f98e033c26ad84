import { snapshotMark } from '../ui/headTags';
import { drawsPending } from '../ui/pendingDraws';

/**
 * Taking over from an HTML snapshot (README, "HTML snapshots"): a host may serve a content page
 * with the shop's markup, rendered earlier, inside the mount element (a child marked
 * `data-hs-snapshot`) and the page's head tags (marked the same). The shop then renders into a
 * stage laid out over the snapshot but invisible and inert; once the page has its content and
 * holds still (no draw on its way either), stage and snapshot change places within one frame.
 * The visitor sees no loader and nothing moves; a crawler without JavaScript reads the snapshot.
 */

/** Elements that show the page is still loading. */
const busy = '.hs-loader, [aria-busy="true"]';

/** Marks the mount while a stage is laid out over its snapshot (shell.css makes it relative). */
export const stagingMark = 'data-hs-staging';

/** Frames in a row the stage must stay unchanged, loaded and with content before the swap. */
const quietFrames = 3;

export interface TakeoverOptions {
  /** Swap at the latest after this long, so a page that never settles still becomes usable. */
  maxWaitMs?: number;
  /** Frame scheduling, replaceable in tests. */
  nextFrame?: (callback: () => void) => void;
  /** Called once the shop shows instead of the snapshot. */
  onSwap?: () => void;
}

/** Whether the staged shop shows a page with content and nothing still loading. */
export function stageSettled(stage: Element): boolean {
  const main = stage.querySelector('main');
  return main !== null && main.textContent?.trim() !== '' && stage.querySelector(busy) === null;
}

/**
 * The element the shop should render into: the mount itself without a snapshot, else a stage over
 * the snapshot that takes its place once the page has settled.
 */
export function prepareTakeover(mount: Element, options: TakeoverOptions = {}): Element {
  const snapshots = [...mount.children].filter((child) => child.hasAttribute(snapshotMark));
  if (!snapshots.length || !(mount instanceof HTMLElement)) return mount;
  const { maxWaitMs = 10_000, nextFrame = (callback) => requestAnimationFrame(callback) } = options;

  // From here on a click or keystroke on the snapshot would land on markup about to be replaced:
  // it waits for the shop (its links worked until the shop's script ran).
  snapshots.forEach((snapshot) => snapshot.setAttribute('inert', ''));
  const stage = document.createElement('div');
  stage.setAttribute('aria-hidden', 'true');
  stage.setAttribute('inert', '');
  // Laid out like the snapshot (same width, images load, visibility observers see it) but unseen
  // and out of the flow, so nothing shifts while the shop builds the page.
  stage.style.cssText = 'position:absolute;inset:0 0 auto 0;visibility:hidden;pointer-events:none';
  // The stage is placed over the snapshot, so the mount must be its containing block. The shell's
  // stylesheet makes a staging mount relative with no weight at all, so a host's own position
  // (absolute, fixed, sticky: all containing blocks) still wins. Reading the mount's computed
  // position instead would force a style calculation of the whole page in the middle of boot.
  mount.setAttribute(stagingMark, '');
  mount.append(stage);

  let done = false;
  let still = 0;
  const observer = new MutationObserver(() => {
    still = 0;
  });
  observer.observe(stage, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });

  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(deadline);
    snapshots.forEach((snapshot) => snapshot.remove());
    stage.removeAttribute('aria-hidden');
    stage.removeAttribute('inert');
    stage.removeAttribute('style');
    mount.removeAttribute(stagingMark);
    // The shop has set its own head tags by now; the snapshot's would be stale after navigating.
    document.head.querySelectorAll(`[${snapshotMark}]`).forEach((element) => element.remove());
    options.onSwap?.();
  };
  const deadline = setTimeout(swap, maxWaitMs);

  const check = () => {
    if (done) return;
    // A draw in slices changes nothing in the document until it is done: not quiet yet.
    still = !drawsPending() && stageSettled(stage) ? still + 1 : 0;
    if (still >= quietFrames) swap();
    else nextFrame(check);
  };
  nextFrame(check);
  return stage;
}

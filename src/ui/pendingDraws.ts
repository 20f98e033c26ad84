/**
 * Draws asked for and not yet in the document. React draws at transition priority in slices, over
 * several frames, and changes the document only once it has finished; whoever waits for the page
 * to hold still (the take-over from an HTML snapshot) must not take those frames for quiet.
 */
let pending = 0;

/** Marks a draw as asked for; call what it returns once it is in the document (or dropped). */
export function holdUntilDrawn(): () => void {
  pending += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    pending -= 1;
  };
}

/** Whether a draw asked for is still on its way into the document. */
export function drawsPending(): boolean {
  return pending > 0;
}

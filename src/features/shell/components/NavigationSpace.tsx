/**
 * The room of the main navigation's row while its chunk or the layout that fills it is on the
 * way: one line of the navigation's height (shell.css), so the page below does not move down
 * when the navigation arrives. Nothing to read: hidden from assistive technology.
 */
export function NavigationSpace() {
  return (
    <div className="hs-nav-space" aria-hidden="true">
      {'\u00a0'}
    </div>
  );
}

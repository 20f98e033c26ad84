import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { OffCanvas } from './OffCanvas';
import { renderUi } from './testing/renderUi';

/** The shell's burger button and its menu. */
function BurgerMenu() {
  const [open, setOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen(true)}
      >
        Open menu
      </button>
      <OffCanvas
        id="main-menu"
        open={open}
        onClose={() => setOpen(false)}
        title="Menu"
        returnFocusRef={burgerRef}
      >
        <a href="#favourites">Favourites</a>
      </OffCanvas>
    </>
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('OffCanvas', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('is closed and unreachable until opened', () => {
    renderUi(<BurgerMenu />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });

  it('opens as a dialog titled Menu and moves focus into it', async () => {
    const { user } = renderUi(<BurgerMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('traps focus while open', async () => {
    const { user } = renderUi(<BurgerMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the burger', async () => {
    const { user } = renderUi(<BurgerMenu />);
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = renderUi(<BurgerMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('slides unless the visitor prefers reduced motion', async () => {
    mockReducedMotion(false);
    const { unmount } = renderUi(<BurgerMenu />);
    expect(screen.getByRole('dialog', { hidden: true }).style.transition).toMatch(/transform/);
    unmount();

    mockReducedMotion(true);
    renderUi(<BurgerMenu />);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveStyle({ transition: 'none' });
  });
});

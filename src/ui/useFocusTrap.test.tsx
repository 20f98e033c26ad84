import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Flyout } from './Flyout';
import { Modal } from './Modal';
import { renderUi } from './testing/renderUi';
import { useFocusTrap } from './useFocusTrap';

function ModalWithFlyout() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Change search">
      <Flyout label="Travellers" panelLabel="Choose travellers">
        <button type="button">Add adult</button>
      </Flyout>
    </Modal>
  );
}

function EmptyTrap() {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-label="Nothing to focus">
      Please wait
    </div>
  );
}

describe('useFocusTrap', () => {
  it('lets Escape close only the innermost of nested traps', async () => {
    const { user } = renderUi(<ModalWithFlyout />);
    await user.click(screen.getByRole('button', { name: 'Travellers' }));
    expect(screen.getByRole('button', { name: 'Add adult' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose travellers' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Travellers' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds focus on the container when it has nothing focusable', async () => {
    const { user } = renderUi(
      <>
        <EmptyTrap />
        <button type="button">Outside</button>
      </>,
    );
    const container = screen.getByRole('group', { name: 'Nothing to focus' });
    expect(container).toHaveFocus();
    await user.tab();
    expect(container).toHaveFocus();
    await user.tab({ shift: true });
    expect(container).toHaveFocus();
  });
});

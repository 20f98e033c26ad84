import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, type ModalProps } from './Modal';
import { renderUi } from './testing/renderUi';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose' | 'title'>>;

/** A page with a button that opens the modal, as the shop uses it. */
function ModalHarness(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Booking details" {...props}>
        <a href="#terms">Terms</a>
        <button type="button">Confirm</button>
      </Modal>
    </>
  );
}

async function openModal(props: HarnessProps = {}) {
  const rendered = renderUi(<ModalHarness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  return rendered;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderUi(<ModalHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Booking details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Booking details' })).toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens', async () => {
    await openModal();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click by default but not on a click inside', async () => {
    const { user } = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Booking details'));
    expect(dialog).toBeInTheDocument();

    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an overlay click when closeOnOverlayClick is false', async () => {
    const { user } = await openModal({ closeOnOverlayClick: false });
    const dialog = screen.getByRole('dialog');
    await user.click(dialog.parentElement!);
    expect(dialog).toBeInTheDocument();
  });

  it('cannot be dismissed by the visitor when dismissible is false', async () => {
    const { user } = await openModal({ dismissible: false });
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    expect(dialog).toBeInTheDocument();
  });

  it('renders into the given container', async () => {
    const shopRoot = document.createElement('div');
    document.body.append(shopRoot);
    await openModal({ container: shopRoot });
    expect(shopRoot).toContainElement(screen.getByRole('dialog'));
    shopRoot.remove();
  });

  it('applies the size', async () => {
    await openModal({ size: 'small' });
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '25rem' });
  });
});

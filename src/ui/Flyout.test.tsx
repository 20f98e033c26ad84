import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Flyout, type FlyoutProps } from './Flyout';
import { renderUi } from './testing/renderUi';

type HarnessProps = Partial<Omit<FlyoutProps, 'label' | 'panelLabel' | 'children'>>;

function renderFlyout(props: HarnessProps = {}) {
  return renderUi(
    <>
      <Flyout label="2 adults" panelLabel="Travellers" {...props}>
        {(close) => (
          <>
            <button type="button">Add child</button>
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </Flyout>
      <button type="button">Search</button>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: '2 adults' });

describe('Flyout', () => {
  it('has a collapsed trigger announcing a dialog', () => {
    renderFlyout();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on click, points the trigger at the panel and moves focus in', async () => {
    const { user } = renderFlyout();
    await user.click(trigger());
    const panel = screen.getByRole('dialog', { name: 'Travellers' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('button', { name: 'Add child' })).toHaveFocus();
  });

  it.each(['{Enter}', ' '])('opens from the keyboard with %s', async (key) => {
    const { user } = renderFlyout();
    trigger().focus();
    await user.keyboard(key);
    expect(screen.getByRole('dialog', { name: 'Travellers' })).toBeInTheDocument();
  });

  it('traps focus while open', async () => {
    const { user } = renderFlyout();
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add child' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes on Escape, returns focus to the trigger and reports one close', async () => {
    const onClose = jest.fn();
    const { user } = renderFlyout({ onClose });
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside but not on a click inside', async () => {
    const onClose = jest.fn();
    const { user } = renderFlyout({ onClose });
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves focus on the control clicked outside', async () => {
    const { user } = renderFlyout();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('toggles closed from the trigger and through the close callback', async () => {
    const onClose = jest.fn();
    const { user } = renderFlyout({ onClose });
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be opened when disabled', async () => {
    const { user } = renderFlyout({ disabled: true });
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('in controlled mode asks the owner and follows its answer', async () => {
    const onOpenChange = jest.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Flyout
          label="2 adults"
          panelLabel="Travellers"
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <button type="button">Add child</button>
        </Flyout>
      );
    }
    const { user } = renderUi(<Controlled />);
    await user.click(trigger());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays closed in controlled mode when the owner keeps it closed', async () => {
    const onOpenChange = jest.fn();
    const { user } = renderUi(
      <Flyout label="2 adults" panelLabel="Travellers" open={false} onOpenChange={onOpenChange}>
        content
      </Flyout>,
    );
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports the intent to open (pointer, press, touch, focus) before the panel opens', () => {
    const onIntent = jest.fn();
    renderFlyout({ onIntent });
    fireEvent.pointerEnter(trigger());
    fireEvent.pointerDown(trigger());
    fireEvent.touchStart(trigger());
    fireEvent.focus(trigger());
    expect(onIntent).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

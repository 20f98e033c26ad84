import { useRef } from 'react';
import { screen } from '@testing-library/react';
import { ErrorModal } from './ErrorModal';
import { renderUi } from './testing/renderUi';

describe('ErrorModal', () => {
  it('says something went wrong and offers Ok, which starts focused', () => {
    renderUi(<ErrorModal open onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
  });

  it('shows the optional message', () => {
    renderUi(<ErrorModal open onClose={jest.fn()} message="The offer is no longer available." />);
    expect(screen.getByText('The offer is no longer available.')).toBeInTheDocument();
  });

  it('closes through Ok', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<ErrorModal open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes its own button text and hands focus to the given element when it closes', async () => {
    function Page({ open, onClose }: { open: boolean; onClose: () => void }) {
      const target = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={target} type="button">
            Book now
          </button>
          <ErrorModal open={open} onClose={onClose} okLabel="Okay" returnFocusRef={target} />
        </>
      );
    }
    const onClose = jest.fn();
    const { user, rerender } = renderUi(<Page open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Page open={false} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Book now' })).toHaveFocus();
  });

  it('renders nothing while closed', () => {
    renderUi(<ErrorModal open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks German', () => {
    renderUi(<ErrorModal open onClose={jest.fn()} />, { locale: 'de' });
    expect(screen.getByRole('dialog', { name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

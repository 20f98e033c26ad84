import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { messageAreaSettled } from './loadCatalogue';
import { MessageArea, useMessageAreaLoaded } from './MessageArea';

/** The route view's way: its loader until the route's texts are in, then the page with them. */
function Gate() {
  return useMessageAreaLoaded('voucher') ? (
    <MessageArea area="voucher">
      <p>The voucher page</p>
    </MessageArea>
  ) : (
    <p>loading the texts</p>
  );
}

describe('waiting for a message area without suspending', () => {
  it('shows the loader, then the page once the texts are in, and never a Suspense fallback', async () => {
    const suspended = jest.fn();
    function Suspended() {
      suspended();
      return null;
    }
    expect(messageAreaSettled('voucher', 'it')).toBe(false);
    renderWithProviders(
      <Suspense fallback={<Suspended />}>
        <Gate />
      </Suspense>,
      { language: 'it' },
    );
    expect(screen.getByText('loading the texts')).toBeInTheDocument();
    expect(await screen.findByText('The voucher page')).toBeInTheDocument();
    expect(messageAreaSettled('voucher', 'it')).toBe(true);
    expect(suspended).not.toHaveBeenCalled();
  });

  it('needs no wait where the route has no area of its own', () => {
    function NoArea() {
      return useMessageAreaLoaded(undefined) ? <p>ready</p> : <p>waiting</p>;
    }
    renderWithProviders(<NoArea />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});

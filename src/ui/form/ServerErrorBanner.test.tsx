import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ServerErrorBanner } from './ServerErrorBanner';

describe('ServerErrorBanner', () => {
  it.each([
    // Any catalogue id serves: here the shell's, which every page has.
    ['heading', /^Page not found$/],
    ['mailboxFull', /^mailboxFull$/],
    ['<b>not markup</b>', /^<b>not markup<\/b>$/],
  ])('shows %s in the catalogue’s words when known, else as plain text', (code, shown) => {
    renderWithProviders(
      <ServerErrorBanner
        code={code}
        prefix="shell.notFound"
        closeLabelId="shell.cookie.close"
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { BundledMessages } from './BundledMessages';

const bundled = { en: { 'x.greeting': 'Hello' }, de: { 'x.greeting': 'Hallo' } };

function renderIn(locale: string) {
  return render(
    <IntlProvider locale={locale} messages={{ 'x.shell': 'Shell text' }}>
      <BundledMessages messages={bundled}>
        <p>
          <FormattedMessage id="x.greeting" /> <FormattedMessage id="x.shell" />
        </p>
      </BundledMessages>
    </IntlProvider>,
  );
}

describe('BundledMessages', () => {
  it.each([
    ['de-DE', 'Hallo Shell text'],
    ['de-CH', 'Hallo Shell text'],
    ['en-GB', 'Hello Shell text'],
    // The partial languages take English, like the language catalogues.
    ['it-IT', 'Hello Shell text'],
  ])('adds the chunk’s messages in %s to the language catalogue at once', (locale, text) => {
    renderIn(locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

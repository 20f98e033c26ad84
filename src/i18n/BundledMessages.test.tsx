import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider, useIntl, type IntlShape } from 'react-intl';
import { BundledMessages } from './BundledMessages';

const bundled = {
  en: { 'x.greeting': 'Hello' },
  de: { 'x.greeting': 'Hallo' },
  it: { 'x.greeting': 'Buongiorno' },
  es: { 'x.greeting': 'Hola' },
  fr: { 'x.greeting': 'Bonjour' },
};

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
    ['it-IT', 'Buongiorno Shell text'],
    ['es-ES', 'Hola Shell text'],
    ['fr-CH', 'Bonjour Shell text'],
  ])('adds the chunk’s messages in %s to the language catalogue at once', (locale, text) => {
    renderIn(locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('keeps one intl object while the page around it redraws, and a new one for a new locale', () => {
    const seen: IntlShape[] = [];
    function Recorder() {
      seen.push(useIntl());
      return null;
    }
    const shell = { 'x.shell': 'Shell text' };
    const tree = (locale: string) => (
      <IntlProvider locale={locale} messages={shell}>
        <BundledMessages messages={bundled}>
          <Recorder />
        </BundledMessages>
      </IntlProvider>
    );
    const { rerender } = render(tree('de-DE'));
    rerender(tree('de-DE'));
    rerender(tree('en-GB'));
    expect(seen).toHaveLength(3);
    // A new intl object on each redraw would redraw every text below it.
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen[2]!.messages['x.greeting']).toBe('Hello');
  });
});

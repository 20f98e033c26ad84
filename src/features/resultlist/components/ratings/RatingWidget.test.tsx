import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { RatingWidget, RatingWidgetList } from './RatingWidget';
import { testSummary, unknownSummary } from './testSummaries';

function spyOnConsole() {
  return [
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];
}

afterEach(() => jest.restoreAllMocks());

describe('rating widgets', () => {
  it.each([
    [
      'holidaycheck',
      'HolidayCheck',
      '5.2 out of 6',
      'HolidayCheck: 312 reviews (opens in a new tab)',
    ],
    ['trustyou', 'TrustYou', '4.5 out of 5', 'TrustYou: 749 reviews (opens in a new tab)'],
    ['tripadvisor', 'Tripadvisor', '4.5 out of 5', 'Tripadvisor: 749 reviews (opens in a new tab)'],
  ] as const)(
    'loads the %s widget lazily and shows its score',
    async (type, provider, score, link) => {
      renderWithProviders(<RatingWidget summary={testSummary(type)} />);
      const widget = await screen.findByRole('group', { name: `${provider} rating` });
      expect(within(widget).getByRole('img', { name: score })).toBeInTheDocument();
      const anchor = within(widget).getByRole('link', { name: link });
      expect(anchor).toHaveAttribute('href', `https://${type}.demo.invalid/hotel/12345`);
      expect(anchor).toHaveAttribute('target', '_blank');
      expect(anchor.getAttribute('rel')).toMatch(/\bnoopener\b/);
    },
  );

  it('scores HolidayCheck out of 6', async () => {
    renderWithProviders(<RatingWidget summary={testSummary('holidaycheck')} />);
    const score = await screen.findByRole('img', { name: '5.2 out of 6' });
    expect(score).toHaveTextContent('5.2 / 6');
  });

  it('moves a HolidayCheck score sent on a 5-point scale onto the six suns', async () => {
    renderWithProviders(
      <RatingWidget summary={testSummary('holidaycheck', { averageRating: 4.5, scale: 5 })} />,
    );
    expect(await screen.findByRole('img', { name: '5.4 out of 6' })).toBeInTheDocument();
  });

  it('clamps a score above the scale', async () => {
    renderWithProviders(
      <RatingWidget summary={testSummary('tripadvisor', { averageRating: 9 })} />,
    );
    expect(await screen.findByRole('img', { name: '5.0 out of 5' })).toBeInTheDocument();
  });

  it('shows the review count without a link when the address is not a web address', async () => {
    renderWithProviders(
      <RatingWidget summary={testSummary('trustyou', { url: 'javascript:alert(1)' })} />,
    );
    const widget = await screen.findByRole('group', { name: 'TrustYou rating' });
    expect(within(widget).getByText('TrustYou: 749 reviews')).toBeInTheDocument();
    expect(within(widget).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the review count without a link when the host did not allow the site', async () => {
    renderWithProviders(
      <RatingWidget
        summary={testSummary('trustyou', { url: 'https://ratings.elsewhere.example/hotel/1' })}
      />,
    );
    const widget = await screen.findByRole('group', { name: 'TrustYou rating' });
    expect(within(widget).getByText('TrustYou: 749 reviews')).toBeInTheDocument();
    expect(within(widget).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing for a provider without reviews', () => {
    const { container } = renderWithProviders(
      <RatingWidget summary={testSummary('holidaycheck', { reviewsCount: 0 })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['booking', 'constructor', '__proto__'])(
    'leaves the control blank for the unknown type %p and writes nothing to the console',
    async (type) => {
      const spies = spyOnConsole();
      const { container } = renderWithProviders(<RatingWidget summary={unknownSummary(type)} />);
      // Let any lazy work settle before judging.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container).toBeEmptyDOMElement();
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    },
  );

  it('speaks German', async () => {
    renderWithProviders(<RatingWidget summary={testSummary('holidaycheck')} />, {
      language: 'de',
    });
    const widget = await screen.findByRole('group', { name: 'HolidayCheck-Bewertung' });
    expect(within(widget).getByRole('img', { name: '5,2 von 6' })).toBeInTheDocument();
    expect(
      within(widget).getByRole('link', {
        name: 'HolidayCheck: 312 Bewertungen (öffnet in einem neuen Tab)',
      }),
    ).toBeInTheDocument();
  });
});

describe('rating widget list', () => {
  it('shows the known providers in order and skips an unknown one without a trace', async () => {
    const spies = spyOnConsole();
    renderWithProviders(
      <RatingWidgetList
        summaries={[
          testSummary('holidaycheck'),
          unknownSummary(),
          testSummary('trustyou'),
          testSummary('tripadvisor'),
        ]}
      />,
    );
    await screen.findByRole('group', { name: 'Tripadvisor rating' });
    expect(await screen.findAllByRole('group')).toHaveLength(3);
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'HolidayCheck rating',
      'TrustYou rating',
      'Tripadvisor rating',
    ]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('renders nothing without summaries', () => {
    const { container } = renderWithProviders(<RatingWidgetList summaries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

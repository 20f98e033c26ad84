import { defaultMarkets, marketEntries } from './marketEntries';

describe('market entries', () => {
  it('splits a market with several languages into one entry per language', () => {
    const entries = marketEntries([
      {
        country: 'ch',
        languages: ['de-ch', 'en-ch', 'fr-ch'],
        currencies: [],
        displayCurrency: 'CHF',
      },
      {
        country: 'gb',
        languages: ['en-gb'],
        currencies: [],
        displayCurrency: 'GBP',
        href: 'https://uk.example.test',
        target: '_blank',
        rel: 'noopener',
      },
    ]);
    expect(entries.map((e) => `${e.country}:${e.locale}:${e.language}`)).toEqual([
      'ch:de-ch:de',
      'ch:en-ch:en',
      'ch:fr-ch:fr',
      'gb:en-gb:en',
    ]);
    expect(entries[3]).toMatchObject({
      href: 'https://uk.example.test',
      target: '_blank',
      rel: 'noopener',
    });
  });

  it('drops languages the shop does not know', () => {
    expect(
      marketEntries([
        { country: 'de', languages: ['de-de', 'xx-de'], currencies: [], displayCurrency: 'EUR' },
      ]),
    ).toHaveLength(1);
  });

  it('knows all seven markets and ten locales without the host list', () => {
    const markets = defaultMarkets();
    expect(markets.map((m) => m.country)).toEqual(['de', 'at', 'ch', 'gb', 'ie', 'it', 'es']);
    expect(marketEntries(markets)).toHaveLength(10);
    expect(markets.find((m) => m.country === 'gb')?.displayCurrency).toBe('GBP');
    expect(markets.find((m) => m.country === 'ch')?.displayCurrency).toBe('CHF');
  });
});

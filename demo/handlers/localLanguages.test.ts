/** @jest-environment node */
import fc from 'fast-check';
import type { BoardCode, CmsModule, Destination, PageResponse } from '../../src/api/types';
import { getCatalogue } from '../catalogue';
import { departureAirports } from '../catalogue/airports';
import { nameIn } from '../catalogue/language';
import {
  arrivalAirportNames,
  departureAirportNames,
  destinationNames,
} from '../catalogue/localNames';
import type { Language, LocalLanguage } from '../catalogue/model';
import { arrivalAirports } from '../catalogue/places';
import { startDemoServer } from '../testing/demoServer';
import { strayWordsIn, strayWordsInAnswer } from '../testing/localLanguages';
import { call } from '../testing/shape';

startDemoServer();

/** What an Italian, Spanish or French visitor must read, written out by hand. */
interface Expected {
  locale: 'it-it' | 'es-es' | 'fr-ch';
  language: LocalLanguage;
  destinations: string;
  spain: string;
  mallorca: string;
  crete: string;
  frankfurt: string;
  munich: string;
  summerSlug: string;
  summerLabel: string;
  familySlug: string;
  legalLabels: [imprint: string, privacy: string, terms: string];
  heroSunwave: string;
  heroAlpina: string;
  popular: string;
  notFound: string;
  boards: Record<BoardCode, string>;
  doubleRoom: string;
  nights: RegExp;
  price: RegExp;
}

const locales: Expected[] = [
  {
    locale: 'it-it',
    language: 'it',
    destinations: 'Destinazioni',
    spain: 'Spagna',
    mallorca: 'Maiorca',
    crete: 'Creta',
    frankfurt: 'Francoforte',
    munich: 'Monaco di Baviera',
    summerSlug: 'estate',
    summerLabel: 'Vacanze estive',
    familySlug: 'vacanze-in-famiglia',
    legalLabels: ['Informazioni societarie', 'Protezione dei dati', 'Condizioni generali'],
    heroSunwave: 'Il pieno di sole con Sunwave',
    heroAlpina: 'Alpina Reisen: dalle vette al mare',
    popular: 'Le destinazioni più amate',
    notFound: 'Pagina non trovata',
    boards: {
      RO: 'Solo pernottamento',
      BB: 'Pernottamento e prima colazione',
      HB: 'Mezza pensione',
      FB: 'Pensione completa',
      AI: 'All inclusive',
    },
    doubleRoom: 'Camera doppia',
    nights: /^\d+ notti$/,
    price: /^da [\d.]+\s€$/,
  },
  {
    locale: 'es-es',
    language: 'es',
    destinations: 'Destinos',
    spain: 'España',
    mallorca: 'Mallorca',
    crete: 'Creta',
    frankfurt: 'Fráncfort',
    munich: 'Múnich',
    summerSlug: 'verano',
    summerLabel: 'Vacaciones de verano',
    familySlug: 'vacaciones-en-familia',
    legalLabels: ['Aviso legal', 'Privacidad', 'Condiciones generales'],
    heroSunwave: 'Disfrute del sol con Sunwave',
    heroAlpina: 'Alpina Reisen: de las cumbres al mar',
    popular: 'Destinos más populares',
    notFound: 'Página no encontrada',
    boards: {
      RO: 'Solo alojamiento',
      BB: 'Alojamiento y desayuno',
      HB: 'Media pensión',
      FB: 'Pensión completa',
      AI: 'Todo incluido',
    },
    doubleRoom: 'Habitación doble',
    nights: /^\d+ noches$/,
    price: /^desde [\d.]+\s€$/,
  },
  {
    locale: 'fr-ch',
    language: 'fr',
    destinations: 'Destinations',
    spain: 'Espagne',
    mallorca: 'Majorque',
    crete: 'Crète',
    frankfurt: 'Francfort',
    munich: 'Munich',
    summerSlug: 'ete',
    summerLabel: 'Vacances d’été',
    familySlug: 'vacances-en-famille',
    legalLabels: ['Mentions légales', 'Protection des données', 'Conditions générales'],
    heroSunwave: 'Faites le plein de soleil avec Sunwave',
    heroAlpina: 'Alpina Reisen : des sommets à la mer',
    popular: 'Destinations les plus prisées',
    notFound: 'Page introuvable',
    boards: {
      RO: 'Logement seul',
      BB: 'Petit-déjeuner',
      HB: 'Demi-pension',
      FB: 'Pension complète',
      AI: 'Tout compris',
    },
    doubleRoom: 'Chambre double',
    nights: /^\d+ nuits$/,
    // Swiss francs, converted from the euro prices as the shop shows them.
    price: /^dès [\d\s’]+\sCHF$/,
  },
];

const travelPeriod = { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' };
const productSearch = {
  destinations: ['es-mallorca'],
  travelPeriod,
  flight: { departureAirports: ['FRA'] },
  travellers: { adults: [{}, {}], children: [], babies: [] },
};

async function page(path: string, locale: string, brand = 'sunwave'): Promise<PageResponse> {
  const { status, body } = await call('get_page', { query: { path, locale, brand } });
  expect(status).toBe(200);
  return body;
}

const moduleOf = <T extends CmsModule['type']>(answer: PageResponse, type: T) =>
  answer.page?.modules.find(
    (module): module is Extract<CmsModule, { type: T }> => module.type === type,
  );

function findNode(tree: Destination[], id: string): Destination | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

describe.each(locales)('the demo host in $locale', (expected) => {
  const { locale } = expected;

  it('answers the layout in its language, linking its own landing and legal pages', async () => {
    const { body: layout } = await call('get_layout', { query: { locale } });
    const [destinations] = layout.navigation.tabs;
    expect(destinations?.title).toBe(expected.destinations);
    expect(destinations?.links[0]).toEqual({ label: expected.spain, url: '/search?dest=es' });
    const links = [
      ...layout.navigation.tabs.flatMap((tab) => tab.links),
      ...layout.footer.columns.flatMap((column) => column.links),
    ];
    expect(links).toContainEqual({
      label: expected.summerLabel,
      url: `/${locale}/${expected.summerSlug}`,
    });
    expect(links.map((link) => link.url)).toContain(`/${locale}/${expected.familySlug}`);
    const legal = layout.footer.columns[2]?.links ?? [];
    expect(legal.map((link) => link.label)).toEqual(expected.legalLabels);
    expect(legal.map((link) => link.url)).toEqual(
      ['imprint', 'privacy', 'terms'].map((slug) => `/${locale}/${slug}`),
    );
    expect(layout.footer.html).toContain(`href="/${locale}/privacy"`);
    // The German destination pages are not linked: they have no text in this language.
    expect(links.map((link) => link.url).filter((url) => /\.html|urlaub/.test(url))).toEqual([]);
    expect(strayWordsInAnswer(layout)).toEqual([]);
  });

  it('answers the homepage of both brands in its language', async () => {
    const hero = (answer: PageResponse) => moduleOf(answer, 'heroSlider')?.slides[0]?.headline;
    const sunwave = await page(`/${locale}`, locale);
    expect(sunwave.code).toBe(200);
    expect(hero(sunwave)).toBe(expected.heroSunwave);
    expect(hero(await page(`/${locale}`, locale, 'alpina'))).toBe(expected.heroAlpina);
    const popular = moduleOf(sunwave, 'classicSection');
    expect(popular?.headline).toBe(expected.popular);
    expect(popular?.teasers[0]?.headline).toBe(expected.mallorca);
    // The teasers' product boxes name board and room in this language too.
    const boards = popular?.teasers.flatMap((teaser) => teaser.offer?.rooms ?? []) ?? [];
    expect(boards.length).toBeGreaterThan(0);
    for (const room of boards) expect(Object.values(expected.boards)).toContain(room.board?.name);
    expect(strayWordsInAnswer(sunwave)).toEqual([]);
    expect(strayWordsInAnswer(await page(`/${locale}`, locale, 'alpina'))).toEqual([]);
  });

  it('answers the summer and family pages under their own words, the legal pages too', async () => {
    const summer = await page(`/${locale}/${expected.summerSlug}`, locale);
    expect(summer.code).toBe(200);
    expect(summer.pageMetaContent.title).toBe(`${expected.summerLabel} | Sunwave Holidays`);
    expect(summer.page?.slug).toBe(expected.summerSlug);
    expect(strayWordsInAnswer(summer)).toEqual([]);
    expect((await page(`/${locale}/${expected.familySlug}`, locale)).code).toBe(200);
    for (const [slug, title] of [
      ['imprint', expected.legalLabels[0]],
      ['privacy', expected.legalLabels[1]],
      ['terms', expected.legalLabels[2]],
    ] as const) {
      const legal = await page(`/${locale}/${slug}`, locale);
      expect(legal.code).toBe(200);
      expect(moduleOf(legal, 'freeText')?.headline).toBe(title);
      expect(strayWordsInAnswer(legal)).toEqual([]);
    }
  });

  it('answers the German and English slugs and the German-only pages as unknown', async () => {
    for (const path of [
      'sommer',
      'summer',
      'familienurlaub',
      'urlaub/spanien/mallorca.html',
      'm.html',
    ]) {
      const answer = await page(`/${locale}/${path}`, locale);
      expect(answer).toEqual({ code: 404, pageMetaContent: { title: expected.notFound } });
    }
    const { body } = await call('graphql', {
      query: { locale },
      body: {
        operationName: 'loadDestinationContent',
        query: '',
        variables: { path: 'urlaub/spanien/mallorca' },
      },
    });
    expect(body).toEqual({ data: { loadDestinationContent: null } });
  });

  it('names board, room, airport and nights of an offer in its language', async () => {
    const hotelId = 100001;
    const { body } = await call('get_hoteldetail_offer', {
      params: { hotelId },
      query: { locale },
      body: { productSearch: { ...productSearch, destinations: [] } },
    });
    const offer = body.initial;
    const room = offer?.rooms[0];
    expect(room && expected.boards[room.board.code]).toBe(room?.board.name);
    expect(offer?.departureAirport.name).toBe(expected.frankfurt);
    expect(strayWordsInAnswer(body)).toEqual([]);

    const matrix = await call('room_board_matrix', {
      params: { hotelId },
      query: { locale },
      body: { offerId: offer?.id },
    });
    expect(matrix.body.boards.map((board) => board.name)).toEqual(
      matrix.body.boards.map((board) => expected.boards[board.code as BoardCode]),
    );
    expect(matrix.body.rooms.find((candidate) => candidate.code === 'DBL')?.name).toBe(
      expected.doubleRoom,
    );
    const nights = await call('cascade_los', {
      params: { hotelId },
      query: { locale },
      body: { productSearch },
    });
    expect(nights.body.options.length).toBeGreaterThan(0);
    for (const option of nights.body.options) expect(option.label).toMatch(expected.nights);
  });

  it('names destinations and airports in their local form', async () => {
    const { body } = await call('destinations', { query: { locale } });
    const tree = body.data.model;
    expect(findNode(tree, 'es')?.name).toBe(expected.spain);
    expect(findNode(tree, 'es-mallorca')?.name).toBe(expected.mallorca);
    expect(findNode(tree, 'gr-crete')?.name).toBe(expected.crete);
    expect(strayWordsInAnswer(tree)).toEqual([]);

    const list = await call('get_mixed_resultlist', {
      query: { locale },
      body: { productSearch, resultsPerPage: 3 },
    });
    expect(list.body.results[0]?.hotels[0]?.location.region.name).toBe(expected.mallorca);
    expect(list.body.filters.board?.map((option) => option.label)).toEqual(
      list.body.filters.board?.map((option) => expected.boards[option.value as BoardCode]),
    );

    const airports = await call('departure_airports', { query: { locale } });
    const german = airports.body.countries.find((country) => country.code === 'DE');
    const names = Object.fromEntries(german?.children.map((a) => [a.tlc, a.name]) ?? []);
    expect(names.MUC).toBe(expected.munich);
    expect(names.FRA).toBe(expected.frankfurt);

    const found = await call('get_destination_autocomplete_options', {
      query: { locale },
      body: { productSearch: { keywordSearch: { keyword: expected.mallorca.slice(0, 5) } } },
    });
    expect(found.body.options[0]?.label).toBe(expected.mallorca);
  });

  it('words map prices with Intl in the market currency, whatever the map shows', async () => {
    const destinations = ['es-mallorca', 'gr-crete', 'tr-turkish-riviera', 'eg-red-sea'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...destinations),
        fc.integer({ min: 3, max: 13 }),
        async (destination, zoom) => {
          const { body } = await call('get_map_results', {
            query: { locale },
            body: {
              productSearch: { ...productSearch, destinations: [destination] },
              zoom,
              resultsPerPage: 5,
            },
          });
          for (const place of body.places) {
            if (place.type === 'airport') continue;
            const price = place.tooltipText?.split(' · ').at(-1) ?? '';
            expect(price).toMatch(expected.price);
          }
          expect(strayWordsInAnswer(body.places)).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('labels the offer of any hotel in its language', async () => {
    const hotels = getCatalogue().hotels.map((hotel) => hotel.id);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...hotels), async (hotelId) => {
        const { body } = await call('get_hoteldetail_offer', {
          params: { hotelId },
          query: { locale },
          body: { productSearch: { travelPeriod } },
        });
        const room = body.initial?.rooms[0];
        if (!room) return;
        expect(room.board.name).toBe(expected.boards[room.board.code]);
        expect(strayWordsInAnswer(body)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

describe('local place names', () => {
  const catalogue = getCatalogue();
  const languages: LocalLanguage[] = ['it', 'es', 'fr'];

  it('are listed for places and airports that exist', () => {
    expect(Object.keys(destinationNames).filter((id) => !catalogue.destinations.has(id))).toEqual(
      [],
    );
    const departure = new Set(departureAirports.map((airport) => airport.code));
    expect(Object.keys(departureAirportNames).filter((code) => !departure.has(code))).toEqual([]);
    const arrival = new Set(arrivalAirports.map((airport) => airport.code));
    expect(Object.keys(arrivalAirportNames).filter((code) => !arrival.has(code))).toEqual([]);
  });

  it('fall back to the English name where a language has no local form', () => {
    const nodes = [...catalogue.destinations.values()];
    fc.assert(
      fc.property(fc.constantFrom(...nodes), fc.constantFrom(...languages), (node, language) => {
        const local = destinationNames[node.id]?.[language];
        const shown = nameIn(node, language);
        expect(shown).toBe(local ?? node.name);
        // A German name is never shown for want of a local one (Teneriffa, Kreta).
        if (node.nameDe !== node.name && node.nameDe !== local) expect(shown).not.toBe(node.nameDe);
        expect(strayWordsIn(shown)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('keep the names the shop used in German and English', () => {
    const mallorca = catalogue.destinations.get('es-mallorca');
    const tenerife = catalogue.destinations.get('es-tenerife');
    expect(mallorca && [nameIn(mallorca, 'de'), nameIn(mallorca, 'en')]).toEqual([
      'Mallorca',
      'Mallorca',
    ]);
    const all: Language[] = ['de', 'en', 'it', 'es', 'fr'];
    expect(tenerife && all.map((language) => nameIn(tenerife, language))).toEqual([
      'Teneriffa',
      'Tenerife',
      'Tenerife',
      'Tenerife',
      'Tenerife',
    ]);
  });
});

import fc from 'fast-check';
import { catalogueProblems, messageShape } from './catalogueCheck';

const english = {
  'a.plain': 'Search',
  'a.count': '{count, plural, one {# adult} other {# adults}}',
  'a.link': 'Read our <link>privacy policy</link>, {name}',
  'a.price': 'from {price} per person',
};

describe('catalogueProblems', () => {
  it('accepts a complete catalogue with English’s arguments and tags', () => {
    expect(
      catalogueProblems(english, {
        'a.plain': 'Suchen',
        'a.count': '{count, plural, one {# Erwachsener} other {# Erwachsene}}',
        'a.link': '{name}, lesen Sie unsere <link>Datenschutzerklärung</link>',
        'a.price': 'ab {price} pro Person',
      }),
    ).toEqual([]);
  });

  it('names a missing id, an id English lacks and an empty text', () => {
    expect(
      catalogueProblems(english, {
        'a.plain': ' ',
        'a.count': '{count, plural, one {# adulto} other {# adulti}}',
        'a.link': 'Legga la nostra <link>informativa</link>, {name}',
        'a.extra': 'Extra',
      }),
    ).toEqual(['missing: a.price', 'empty: a.plain', 'not in English: a.extra']);
  });

  it('names other argument names, other tags and invalid ICU', () => {
    expect(
      catalogueProblems(english, {
        'a.plain': 'Buscar',
        'a.count': '{n, plural, one {# adulto} other {# adultos}}',
        'a.link': 'Lea nuestra <a>política</a>, {name}',
        'a.price': 'desde {price por persona',
      }),
    ).toEqual([
      'arguments of a.count: n, English has count',
      'tags of a.link: a, English has link',
      expect.stringMatching(/^not valid ICU: a\.price/),
    ]);
  });

  it('finds arguments inside plurals, selects and tags', () => {
    expect(
      messageShape(
        '{kind, select, child {<b>{age}</b>} other {{count, plural, one {{when, date}} other {#}}}}',
      ),
    ).toEqual({ arguments: ['age', 'count', 'kind', 'when'], tags: ['b'] });
  });

  it('reports every id of English a catalogue lacks, whichever they are', () => {
    const ids = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}\.[a-z]{1,8}$/), { minLength: 1 });
    fc.assert(
      fc.property(ids, fc.nat(), (all, seed) => {
        const reference = Object.fromEntries(all.map((id) => [id, `Text ${id}`]));
        const dropped = all.filter((_, index) => (index + seed) % 3 === 0);
        const partial = Object.fromEntries(
          all.filter((id) => !dropped.includes(id)).map((id) => [id, `Testo ${id}`]),
        );
        expect(catalogueProblems(reference, partial).sort()).toEqual(
          dropped.map((id) => `missing: ${id}`).sort(),
        );
      }),
    );
  });
});

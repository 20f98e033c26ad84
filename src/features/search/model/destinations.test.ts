import fc from 'fast-check';
import type { AutocompleteOption, Destination, DestinationType } from '../../../api/types';
import {
  addDestination,
  childrenOf,
  countryOf,
  expandTopLevel,
  filterTree,
  findInTree,
  flattenTree,
  isSelectionFull,
  matchSegments,
  optionToSelectedDestination,
  removeDestination,
  selectionChanged,
  selectionToReport,
  toSelectedDestination,
  visibleAutocompleteOptions,
} from './destinations';
import type { SelectedDestination } from './searchTypes';

const levels: Record<DestinationType, number> = {
  country: 1,
  region: 2,
  city: 3,
  poi: 4,
  hotel: 5,
};

function node(id: string, type: DestinationType, children: Destination[] = []): Destination {
  return { id, name: id, level: levels[type], type, children };
}

const tree: Destination[] = [
  node('Spain', 'country', [
    node('Mallorca', 'region', [node('Palma', 'city'), node('Alcúdia', 'city')]),
    node('Ibiza', 'region'),
  ]),
  node(
    'Greece',
    'country',
    ['Crete', 'Rhodes', 'Kos', 'Corfu', 'Zakynthos', 'Halkidiki'].map((id) => node(id, 'region')),
  ),
  node('Iceland', 'country'),
];

const pick = (id: string): SelectedDestination => {
  const found = findInTree(tree, id);
  return found ? toSelectedDestination(found) : { id, name: id, type: 'city', level: 3 };
};
const ids = (selection: SelectedDestination[]) => selection.map((item) => item.id);

function option(id: string, type: DestinationType): AutocompleteOption {
  return { value: id, label: id, highlightedLabel: id, data: { id, type, level: levels[type] } };
}

describe('adding and removing destinations', () => {
  it('adds in order and ignores a second pick of the same id', () => {
    const once = addDestination([pick('Palma')], pick('Ibiza'));
    expect(ids(addDestination(once, pick('Palma')))).toEqual(['Palma', 'Ibiza']);
  });

  it('refuses a sixth destination and reports the selection as full', () => {
    const five = ['Crete', 'Rhodes', 'Kos', 'Corfu', 'Zakynthos'].map(pick);
    expect(isSelectionFull(five)).toBe(true);
    expect(ids(addDestination(five, pick('Palma')))).toEqual(ids(five));
    expect(isSelectionFull(five, { max: 6 })).toBe(false);
  });

  it('replaces the selection in single-destination mode, which is never full', () => {
    expect(ids(addDestination([pick('Palma')], pick('Ibiza'), { single: true }))).toEqual([
      'Ibiza',
    ]);
    expect(isSelectionFull([pick('Palma')], { single: true })).toBe(false);
  });

  it('cleans a selection that arrived with duplicates before adding', () => {
    const messy = [pick('Palma'), pick('Palma'), pick('Ibiza')];
    expect(ids(addDestination(messy, pick('Kos')))).toEqual(['Palma', 'Ibiza', 'Kos']);
  });

  it('removes by id', () => {
    expect(ids(removeDestination([pick('Palma'), pick('Ibiza')], 'Palma'))).toEqual(['Ibiza']);
  });

  const operation = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
    }),
    fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
  );

  it('never exceeds the max nor holds a duplicate id, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.array(operation), fc.integer({ min: 1, max: 7 }), (operations, max) => {
        let selection: SelectedDestination[] = [];
        for (const { kind, id } of operations) {
          selection =
            kind === 'add'
              ? addDestination(selection, pick(id), { max })
              : removeDestination(selection, id);
          expect(selection.length).toBeLessThanOrEqual(max);
          expect(new Set(ids(selection)).size).toBe(selection.length);
        }
      }),
    );
  });

  it('holds at most one destination in single mode, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.array(operation), (operations) => {
        let selection: SelectedDestination[] = [];
        for (const { kind, id } of operations) {
          selection =
            kind === 'add'
              ? addDestination(selection, pick(id), { single: true })
              : removeDestination(selection, id);
          expect(selection.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('the destination tree', () => {
  it('flattens parents before children and finds nodes at any depth', () => {
    expect(
      flattenTree(tree)
        .map((n) => n.id)
        .slice(0, 5),
    ).toEqual(['Spain', 'Mallorca', 'Palma', 'Alcúdia', 'Ibiza']);
    expect(findInTree(tree, 'Alcúdia')?.type).toBe('city');
    expect(findInTree(tree, 'Atlantis')).toBeUndefined();
  });

  it('lists the children of a country and finds the country of a place', () => {
    expect(childrenOf(tree, 'Spain').map((n) => n.id)).toEqual(['Mallorca', 'Ibiza']);
    expect(childrenOf(tree, 'Atlantis')).toEqual([]);
    expect(countryOf(tree, 'Palma')?.id).toBe('Spain');
    expect(countryOf(tree, 'Greece')?.id).toBe('Greece');
  });

  it('filters by name ignoring case and accents, keeping the path to each match', () => {
    const filtered = filterTree(tree, 'alcud');
    expect(filtered.map((n) => n.id)).toEqual(['Spain']);
    expect(flattenTree(filtered).map((n) => n.id)).toEqual(['Spain', 'Mallorca', 'Alcúdia']);
  });

  it('keeps the whole subtree of a matching node and finds nothing for nonsense', () => {
    expect(flattenTree(filterTree(tree, 'spa'))).toHaveLength(5);
    expect(filterTree(tree, 'xyz')).toEqual([]);
    expect(filterTree(tree, '  ')).toEqual(tree);
  });
});

describe('a lone country chosen', () => {
  it('is replaced by its children', () => {
    expect(ids(expandTopLevel([pick('Spain')], tree))).toEqual(['Mallorca', 'Ibiza']);
  });

  it('stays when other destinations are chosen too', () => {
    expect(ids(expandTopLevel([pick('Spain'), pick('Kos')], tree))).toEqual(['Spain', 'Kos']);
  });

  it('stays when its children would break the max or single mode, or it has none', () => {
    expect(ids(expandTopLevel([pick('Greece')], tree))).toEqual(['Greece']);
    expect(ids(expandTopLevel([pick('Greece')], tree, { max: 6 }))).toHaveLength(6);
    expect(ids(expandTopLevel([pick('Spain')], tree, { single: true }))).toEqual(['Spain']);
    expect(ids(expandTopLevel([pick('Iceland')], tree))).toEqual(['Iceland']);
  });

  it('is not a place below the top level', () => {
    expect(ids(expandTopLevel([pick('Mallorca')], tree))).toEqual(['Mallorca']);
  });
});

describe('reporting a change', () => {
  it('ignores order and notices additions, removals and swaps', () => {
    expect(selectionChanged([pick('Palma'), pick('Ibiza')], [pick('Ibiza'), pick('Palma')])).toBe(
      false,
    );
    expect(selectionChanged([pick('Palma')], [pick('Palma'), pick('Ibiza')])).toBe(true);
    expect(selectionChanged([pick('Palma')], [])).toBe(true);
    expect(selectionChanged([pick('Palma')], [pick('Ibiza')])).toBe(true);
  });

  it('reports the expanded selection, or nothing when it comes back to the start', () => {
    expect(ids(selectionToReport([], [pick('Spain')], tree) ?? [])).toEqual(['Mallorca', 'Ibiza']);
    const initial = [pick('Mallorca'), pick('Ibiza')];
    expect(selectionToReport(initial, [pick('Spain')], tree)).toBeUndefined();
    expect(selectionToReport([], [pick('Spain')], undefined)).toEqual([pick('Spain')]);
  });
});

describe('autocomplete helpers', () => {
  it('hides already-selected places but never hotels', () => {
    const options = [option('Palma', 'city'), option('Kos', 'region'), option('Palma', 'hotel')];
    const visible = visibleAutocompleteOptions(options, [pick('Palma')]);
    expect(visible.map((o) => `${o.data.type}:${o.data.id}`)).toEqual([
      'region:Kos',
      'hotel:Palma',
    ]);
  });

  it('turns an option into a selected destination', () => {
    expect(optionToSelectedDestination(option('Kos', 'region'))).toEqual(pick('Kos'));
  });

  it('cuts a label around the query, ignoring case and accents', () => {
    expect(matchSegments('Playa de Palma', 'PAL')).toEqual([
      { text: 'Playa de ', match: false },
      { text: 'Pal', match: true },
      { text: 'ma', match: false },
    ]);
    expect(matchSegments('Alcúdia', 'cud')).toEqual([
      { text: 'Al', match: false },
      { text: 'cúd', match: true },
      { text: 'ia', match: false },
    ]);
    expect(matchSegments('Kos', 'xyz')).toEqual([{ text: 'Kos', match: false }]);
    expect(matchSegments('Kos', '')).toEqual([{ text: 'Kos', match: false }]);
  });

  it('keeps every character of the label, whatever the query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (label, query) => {
        const segments = matchSegments(label, query);
        expect(segments.map((s) => s.text).join('')).toBe(label);
        expect(segments.filter((s) => s.match).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('marks a query found in the label', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z]{1,6}$/), fc.string(), (a, q, b) => {
        expect(matchSegments(`${a}${q}${b}`, q).some((s) => s.match)).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import type { DepartureAirportsResponse } from '../../../api/types';
import {
  departureSections,
  filterSections,
  fitsLimit,
  fromReportedCodes,
  groupState,
  sameCodes,
  toColumns,
  toggleAirport,
  toggleGroup,
  toReportedCodes,
} from './departureAirports';

const airport = (tlc: string, name: string, countryCode: string) => ({ tlc, name, countryCode });

const response: DepartureAirportsResponse = {
  countries: [
    {
      code: 'DE',
      name: 'Germany',
      children: [
        airport('HAM', 'Hamburg', 'DE'),
        airport('BRE', 'Bremen', 'DE'),
        airport('MUC', 'Munich', 'DE'),
        airport('FRA', 'Frankfurt', 'DE'),
        airport('KSF', 'Kassel', 'DE'),
      ],
    },
    {
      code: 'AT',
      name: 'Austria',
      children: [airport('VIE', 'Vienna', 'AT'), airport('VIE', 'Vienna', 'AT')],
    },
    { code: 'CH', name: 'Switzerland', children: [airport('ZRH', 'Zürich', 'CH')] },
  ],
  groups: [
    { key: 'North', name: 'Germany North', countryCode: 'DE', airportCodes: ['HAM', 'BRE'] },
    { key: 'South', name: 'Germany South', countryCode: 'DE', airportCodes: ['MUC', 'FRA'] },
  ],
};
const { groups } = response;
const [north, south] = groups as [(typeof groups)[0], (typeof groups)[0]];

describe('departure airport rules', () => {
  it('groups airports by country with Germany in its regions, duplicates removed', () => {
    const sections = departureSections(response);
    expect(sections.map((s) => [s.name, s.airports.map((a) => a.tlc)])).toEqual([
      ['Germany North', ['HAM', 'BRE']],
      ['Germany South', ['MUC', 'FRA']],
      ['Germany', ['KSF']],
      ['Austria', ['VIE']],
      ['Switzerland', ['ZRH']],
    ]);
  });

  it('puts 10 airports in each column', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(toColumns(items, 10).map((column) => column.length)).toEqual([10, 10, 3]);
    expect(toColumns([], 10)).toEqual([]);
  });

  it('reports a fully chosen group as its key and expands it back', () => {
    expect(toReportedCodes(['HAM', 'VIE', 'BRE', 'MUC'], groups)).toEqual(['North', 'VIE', 'MUC']);
    expect(fromReportedCodes(['North', 'VIE', 'HAM'], groups)).toEqual(['HAM', 'BRE', 'VIE']);
  });

  it('tells a group as all, some or none chosen and toggles it as a whole', () => {
    expect(groupState(['HAM'], north)).toBe('some');
    expect(groupState(['HAM', 'BRE'], north)).toBe('all');
    expect(groupState(['VIE'], north)).toBe('none');
    expect(toggleGroup(['HAM', 'VIE'], north)).toEqual(['HAM', 'VIE', 'BRE']);
    expect(toggleGroup(['HAM', 'VIE', 'BRE'], north)).toEqual(['VIE']);
    expect(toggleAirport(['HAM'], 'HAM')).toEqual([]);
    expect(toggleAirport(['HAM'], 'ZRH')).toEqual(['HAM', 'ZRH']);
  });

  it('allows at most 5 choices, a full group counting once', () => {
    expect(fitsLimit(['HAM', 'BRE', 'MUC', 'FRA', 'KSF', 'VIE', 'ZRH'], groups)).toBe(true);
    expect(fitsLimit(['HAM', 'MUC', 'KSF', 'VIE', 'ZRH'], groups)).toBe(true);
    // FRA completes Germany South: still five choices.
    expect(fitsLimit(['HAM', 'MUC', 'KSF', 'VIE', 'ZRH', 'FRA'], groups)).toBe(true);
    expect(fitsLimit(['HAM', 'MUC', 'KSF', 'VIE', 'ZRH', 'LHR'], groups)).toBe(false);
    expect(fitsLimit(['HAM', 'MUC'], groups, 1)).toBe(false);
    expect(toggleGroup(['MUC'], south)).toEqual(['MUC', 'FRA']);
  });

  it('filters by code, name (accents ignored) or section name', () => {
    const sections = departureSections(response);
    const names = (query: string) =>
      filterSections(sections, query).flatMap((s) => s.airports.map((a) => a.tlc));
    expect(names('zuri')).toEqual(['ZRH']);
    expect(names('vie')).toEqual(['VIE']);
    expect(names('north')).toEqual(['HAM', 'BRE']);
    expect(names('  ')).toHaveLength(7);
    expect(names('xyz')).toEqual([]);
  });

  it('compares selections as sets', () => {
    expect(sameCodes(['HAM', 'VIE'], ['VIE', 'HAM', 'HAM'])).toBe(true);
    expect(sameCodes(['HAM'], ['North'])).toBe(false);
  });
});

describe('departure airport properties', () => {
  const codes = fc.subarray(['HAM', 'BRE', 'MUC', 'FRA', 'KSF', 'VIE', 'ZRH']);

  it('round-trip a selection through the reported codes, without duplicates', () => {
    fc.assert(
      fc.property(codes, fc.array(fc.constantFrom('HAM', 'VIE', 'MUC')), (picked, extra) => {
        const selected = [...picked, ...extra];
        const reported = toReportedCodes(selected, groups);
        expect(new Set(reported).size).toBe(reported.length);
        expect(sameCodes(fromReportedCodes(reported, groups), selected)).toBe(true);
      }),
    );
  });

  it('keep every item, in order, in columns of at most 10', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const columns = toColumns(items, 10);
        expect(columns.flat()).toEqual(items);
        expect(columns.every((column) => column.length >= 1 && column.length <= 10)).toBe(true);
      }),
    );
  });
});

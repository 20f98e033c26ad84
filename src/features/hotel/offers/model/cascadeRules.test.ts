import fc from 'fast-check';
import type { CascadeColumn, CascadeOption } from '../../../../api/types';
import {
  autoSelectedAirport,
  chooseInColumn,
  expandRegionKeys,
  hasRegionKeys,
  nextColumn,
} from './cascadeRules';

const codes = ['FRA', 'MUC', 'DUS', 'HAM', 'BER', 'VIE'];
const optionArb = fc.record<CascadeOption>({
  value: fc.constantFrom(...codes),
  label: fc.constant('Airport'),
  perPersonAmount: fc.integer({ min: 100, max: 3000 }),
  offerId: fc.uuid(),
  available: fc.boolean(),
});
const columnArb = fc.constantFrom<CascadeColumn | null>('los', 'airports', 'months', 'dates', null);

describe('cascade auto-selection', () => {
  it('picks the cheapest available option at the preselected airports, only after a stay length', () => {
    fc.assert(
      fc.property(
        fc.array(optionArb, { maxLength: 8 }),
        columnArb,
        fc.subarray(codes),
        (options, last, preselected) => {
          const chosen = autoSelectedAirport(options, last, preselected);
          const candidates = options.filter((o) => o.available && preselected.includes(o.value));
          if (last !== 'los' || preselected.length === 0 || candidates.length === 0) {
            return chosen === null;
          }
          return (
            chosen !== null &&
            candidates.includes(chosen) &&
            candidates.every((o) => chosen.perPersonAmount <= o.perPersonAmount)
          );
        },
      ),
    );
  });

  it('chooses within a column and drops the later columns', () => {
    const full = { los: 7, airport: 'FRA', month: '2026-06', date: '2026-06-12' };
    expect(chooseInColumn(full, 'los', '10')).toEqual({ los: 10 });
    expect(chooseInColumn(full, 'airports', 'MUC')).toEqual({ los: 7, airport: 'MUC' });
    expect(chooseInColumn(full, 'months', '2026-07')).toEqual({
      los: 7,
      airport: 'FRA',
      month: '2026-07',
    });
    expect(chooseInColumn(full, 'dates', '2026-06-13')).toEqual({ ...full, date: '2026-06-13' });
    expect(
      ['los', 'airports', 'months', 'dates'].map((c) => nextColumn(c as CascadeColumn)),
    ).toEqual(['airports', 'months', 'dates', null]);
  });
});

describe('region keys of the searched departure airports', () => {
  const groups = [
    {
      key: 'West' as const,
      name: 'Germany West',
      countryCode: 'DE' as const,
      airportCodes: ['DUS', 'CGN'],
    },
    {
      key: 'South' as const,
      name: 'Germany South',
      countryCode: 'DE' as const,
      airportCodes: ['MUC', 'STR'],
    },
  ];

  it('stands a region key in for its airports, keeping airports named one by one', () => {
    expect(expandRegionKeys(['West', 'FRA', 'CGN'], groups)).toEqual(['DUS', 'CGN', 'FRA']);
    expect(hasRegionKeys(['FRA', 'South'])).toBe(true);
    expect(hasRegionKeys(['FRA', 'MUC'])).toBe(false);
  });

  it('keeps every airport code as it is and drops a region it does not know', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[A-Z]{3}$/), { maxLength: 6 }), (codes) => {
        expect(expandRegionKeys(codes, groups)).toEqual(codes);
        expect(expandRegionKeys([...codes, 'North'], groups)).toEqual(codes);
      }),
    );
  });
});

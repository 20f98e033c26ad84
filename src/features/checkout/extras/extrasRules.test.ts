import fc from 'fast-check';
import type { AncillaryGroup, ExtraOption } from '../../../api/types';
import {
  fromPrice,
  rentalCarRemovedBy,
  selectedExtras,
  selectedTotal,
  shouldSkipExtras,
  toggledRefIds,
  transferFromPrice,
} from './extrasRules';
import {
  allGroups,
  extraGroup,
  extraOption,
  transferGroup,
  transferOption,
} from './testing/extrasFixtures';

const clean = { hasError: false, hasOfferChange: false };
const extraTypes: ExtraOption['type'][] = [
  'insurance',
  'rentalCar',
  'luggage',
  'priorityBoarding',
  'fastTrack',
  'legSeat',
];

const optionArb = (type: ExtraOption['type']) =>
  fc
    .tuple(fc.uuid(), fc.double({ min: 0, max: 5000, noNaN: true }))
    .map(([refId, amount]) => extraOption(type, refId, 'x', amount));

const groupArb: fc.Arbitrary<AncillaryGroup> = fc.oneof(
  fc
    .array(fc.tuple(fc.uuid(), fc.integer({ min: 1, max: 500 })), { maxLength: 4 })
    .map((pairs) => ({
      type: 'transfer' as const,
      selectedRefId: null,
      options: pairs.map(([refId, value]) => transferOption(refId, 'Bus', 'x', value)),
    })),
  fc
    .constantFrom(...extraTypes)
    .chain((type) =>
      fc.array(optionArb(type), { maxLength: 4 }).map((options) => extraGroup(type, options)),
    ),
);

describe('shouldSkipExtras', () => {
  it('skips an empty list', () => {
    expect(shouldSkipExtras([], clean)).toBe(true);
  });

  it('skips a list holding only insurance', () => {
    const insurance = allGroups().filter((group) => group.type === 'insurance');
    expect(shouldSkipExtras(insurance, clean)).toBe(true);
  });

  it('stays when a transfer or another extra is offered', () => {
    expect(shouldSkipExtras([transferGroup()], clean)).toBe(false);
    expect(shouldSkipExtras(allGroups(), clean)).toBe(false);
  });

  it('skips groups that offer nothing, such as a transfer group without options', () => {
    expect(shouldSkipExtras([{ type: 'transfer', options: [], selectedRefId: null }], clean)).toBe(
      true,
    );
  });

  it('never skips after an error or an offer change, whatever the options', () => {
    fc.assert(
      fc.property(
        fc.array(groupArb, { maxLength: 6 }),
        fc.constantFrom(
          { hasError: true, hasOfferChange: false },
          { hasError: false, hasOfferChange: true },
          { hasError: true, hasOfferChange: true },
        ),
        (groups, context) => {
          expect(shouldSkipExtras(groups, context)).toBe(false);
        },
      ),
    );
  });

  it('without error or change, skips exactly when no non-insurance option is offered', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { maxLength: 6 }), (groups) => {
        const bookable = groups.some(
          (group) => group.type !== 'insurance' && group.options.length > 0,
        );
        expect(shouldSkipExtras(groups, clean)).toBe(!bookable);
      }),
    );
  });

  it('does not depend on the order of the groups', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { maxLength: 6 }), (groups) => {
        expect(shouldSkipExtras([...groups].reverse(), clean)).toBe(
          shouldSkipExtras(groups, clean),
        );
      }),
    );
  });
});

describe('rentalCarRemovedBy', () => {
  const car = extraOption('rentalCar', 'car-economy', 'Car', 200, { selected: true });

  it('is due when a transfer is chosen while a rental car is selected', () => {
    expect(rentalCarRemovedBy('transfer-bus', [car])).toBe(true);
  });

  it('is not due for no transfer, an unselected car or no car', () => {
    expect(rentalCarRemovedBy(null, [car])).toBe(false);
    expect(rentalCarRemovedBy('transfer-bus', [{ ...car, selected: false }])).toBe(false);
    expect(
      rentalCarRemovedBy('transfer-bus', [
        extraOption('luggage', 'bag', 'Bag', 45, { selected: true }),
      ]),
    ).toBe(false);
  });

  it('works on what selectedExtras returns', () => {
    const groups = allGroups().map((group) =>
      group.type === 'rentalCar'
        ? { ...group, options: group.options.map((option) => ({ ...option, selected: true })) }
        : group,
    );
    expect(rentalCarRemovedBy('transfer-taxi', selectedExtras(groups))).toBe(true);
    expect(rentalCarRemovedBy('transfer-taxi', selectedExtras(allGroups()))).toBe(false);
  });
});

describe('toggledRefIds', () => {
  it('adds to and removes from the chosen options of a multi-choice type', () => {
    const group = extraGroup('luggage', [
      extraOption('luggage', 'a', 'A', 1, { selected: true }),
      extraOption('luggage', 'b', 'B', 1),
    ]);
    expect(toggledRefIds(group, 'b')).toEqual(['a', 'b']);
    expect(toggledRefIds(group, 'a')).toEqual([]);
  });

  it('replaces the choice of a single-choice type', () => {
    const group = extraGroup('insurance', [
      extraOption('insurance', 'a', 'A', 1, { selected: true }),
      extraOption('insurance', 'b', 'B', 1),
    ]);
    expect(toggledRefIds(group, 'b')).toEqual(['b']);
    expect(toggledRefIds(group, 'a')).toEqual([]);
  });
});

describe('prices', () => {
  it('gives the lowest price of a type, or null without options', () => {
    expect(fromPrice(transferGroup(), 'EUR')).toEqual({ value: 90, currency: 'EUR' });
    const insurance = allGroups().find((group) => group.type === 'insurance')!;
    expect(fromPrice(insurance, 'CHF')).toEqual({ value: 61.2, currency: 'CHF' });
    expect(fromPrice(extraGroup('legSeat', []), 'EUR')).toBeNull();
  });

  it('frames transfers from 90 EUR when none are priced yet', () => {
    expect(transferFromPrice(undefined)).toEqual({ value: 90, currency: 'EUR' });
    expect(transferFromPrice({ type: 'transfer', options: [], selectedRefId: null })).toEqual({
      value: 90,
      currency: 'EUR',
    });
  });

  it('the from price is never above any option of the type', () => {
    fc.assert(
      fc.property(groupArb, (group) => {
        const lowest = fromPrice(group, 'EUR');
        if (group.options.length === 0) expect(lowest).toBeNull();
        else
          for (const option of group.options) {
            const value =
              'transfer' in option ? option.transfer.amount.value : option.service.price.amount;
            expect(lowest!.value).toBeLessThanOrEqual(value);
          }
      }),
    );
  });

  it('totals the chosen transfer and the selected extras to the cent', () => {
    const groups: AncillaryGroup[] = [
      transferGroup('transfer-taxi'),
      extraGroup('insurance', [
        extraOption('insurance', 'ins', 'Ins', 61.1, { selected: true }),
        extraOption('insurance', 'other', 'Other', 99),
      ]),
      extraGroup('luggage', [extraOption('luggage', 'bag', 'Bag', 0.2, { selected: true })]),
    ];
    expect(selectedTotal(groups)).toBe(171.3);
    expect(selectedTotal(allGroups())).toBe(0);
  });
});

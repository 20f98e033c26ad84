import { screen, within } from '@testing-library/react';
import type { AncillaryGroup } from '../../../../api/types';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { readXssVectors, watchDialogs } from '../../../../testing/xssVectors';
import { extraGroup, extraOption, transferOption } from '../testing/extrasFixtures';
import { renderExtrasStep } from '../testing/renderExtrasStep';

setupDemoHost();
// Over a hundred vectors in several places each: slower than an ordinary render.

const vectors = readXssVectors();
/** How the vector reads as text: the DOM queries collapse white space the same way. */
const asText = (vector: string) => vector.trim().replace(/\s+/g, ' ');
/** Accessible names keep a single line break, so names are compared with white space collapsed. */
const named = (expected: string) => (name: string) => asText(name) === asText(expected);

function hostileGroups(): AncillaryGroup[] {
  const options = (type: 'insurance' | 'rentalCar' | 'luggage') =>
    vectors.map((vector, index) =>
      extraOption(type, `${type}-${index}`, vector, 10 + index, {
        description: vector,
        ...(type === 'rentalCar'
          ? {
              serviceCar: {
                serviceId: `car-${index}`,
                category: vector,
                model: vector,
                doors: 5,
                seats: 5,
                airCondition: false,
                pickUp: vector,
              },
            }
          : {}),
      }),
    );
  return [
    {
      type: 'transfer',
      selectedRefId: null,
      options: vectors.map((vector, index) =>
        transferOption(`t-${index}`, 'HolidayTaxi', vector, 90 + index),
      ),
    },
    extraGroup('insurance', options('insurance')),
    extraGroup('rentalCar', options('rentalCar')),
    extraGroup('luggage', options('luggage')),
  ];
}

const dialogs = watchDialogs();

function expectNothingRan() {
  expect(screen.queryAllByRole('img')).toEqual([]);
  expect(screen.queryAllByRole('link')).toEqual([]);
  dialogs.expectNoneOpened();
}

describe('extras step with hostile server texts', () => {
  it('shows option titles, descriptions and transfer names as plain text', () => {
    renderExtrasStep({ groups: hostileGroups() });
    expect(vectors.length).toBeGreaterThan(100);
    const luggage = screen.getByRole('region', { name: 'Flight luggage' });
    for (const vector of vectors) {
      expect(within(luggage).getAllByText(asText(vector))).toHaveLength(2);
      expect(
        within(luggage).getByRole('button', { name: named(`Add ${vector}`) }),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByRole('radio', { name: /\(Holiday taxi, both ways\)/ })).toHaveLength(
      vectors.length,
    );
    expectNothingRan();
  });

  it.each([
    ['Insurance', 'Travel insurance'],
    ['Flight luggage', 'Flight luggage'],
  ])('shows them as plain text in the %s modal', async (type, title) => {
    const { user } = renderExtrasStep({ groups: hostileGroups() });
    await user.click(screen.getByRole('button', { name: `Details: ${type}` }));
    const dialog = screen.getByRole('dialog', { name: title });
    for (const vector of vectors)
      expect(within(dialog).getByRole('heading', { name: named(vector) })).toBeInTheDocument();
    expectNothingRan();
  });

  it('shows car facts and loaded rental conditions as plain text', async () => {
    const load = jest.fn((serviceId: string) =>
      Promise.resolve([{ title: vectors[Number(serviceId.slice(4))]!, text: vectors[0]! }]),
    );
    const { user } = renderExtrasStep({ groups: hostileGroups(), loadRentalCarConditions: load });
    await user.click(screen.getByRole('button', { name: 'Details: Rental car' }));
    const dialog = screen.getByRole('dialog', { name: 'Rental car' });
    const terms = await within(dialog).findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(vectors);
    expect(load).toHaveBeenCalledTimes(vectors.length);
    for (const vector of vectors)
      expect(within(dialog).getAllByText(`Pick-up: ${asText(vector)}`).length).toBeGreaterThan(0);
    expectNothingRan();
  });

  it('shows holiday taxi names as plain text in their modal', async () => {
    const { user } = renderExtrasStep({ groups: hostileGroups() });
    await user.click(screen.getByRole('button', { name: 'About holiday taxis' }));
    const dialog = screen.getByRole('dialog', { name: 'Holiday taxis' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/: Price: .*$/, ''))).toEqual(vectors);
    expectNothingRan();
  });
});

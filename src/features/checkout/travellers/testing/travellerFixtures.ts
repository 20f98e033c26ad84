import type { Passenger } from '../../../../api/types';
import type { TravellersCart } from '../setInfoData';
import { ageLimitsOf } from '../travellerRules';
import type { TravellersSchemaOptions } from '../travellersSchema';
import type { TravellerFormValues } from '../travellerValues';

/** A trip in June 2026 seen from 1 March 2026. */
export const trip = { departureDate: '2026-06-01', returnDate: '2026-06-15', today: '2026-03-01' };

export function schemaOptions(
  overrides: Partial<TravellersSchemaOptions> = {},
): TravellersSchemaOptions {
  return {
    trip,
    ageLimits: ageLimitsOf(),
    dateSeparator: '/',
    childAgeControl: true,
    frequentFlyerProgrammes: true,
    ...overrides,
  };
}

/** Two adults, a child and a baby, all valid, billed to a separate person. */
export function validValues(): TravellerFormValues {
  return {
    adults: [
      {
        passengerIndex: 0,
        type: 'ADULT',
        gender: 'MALE',
        title: '',
        fname: 'Max',
        lname: 'Muster',
        birthDate: '01/02/1980',
        originalBirthDate: '',
        nationality: 'DE',
        checkoutFrequentFlyerProgram: 'MilesAndMore',
        milesMoreEarnNumber: '992001234567890',
      },
      {
        passengerIndex: 1,
        type: 'ADULT',
        gender: 'FEMALE',
        title: 'Dr',
        fname: 'Erika',
        lname: 'Muster',
        birthDate: '03/04/1982',
        originalBirthDate: '',
        nationality: 'AT',
        checkoutFrequentFlyerProgram: '',
        milesMoreEarnNumber: '',
      },
    ],
    children: [
      {
        passengerIndex: 2,
        type: 'CHILD',
        ageGroup: 'child',
        bookedAge: null,
        salutation: 'FEMALE',
        fname: 'Lena',
        lname: 'Muster',
        birthDate: '05/06/2018',
      },
      {
        passengerIndex: 3,
        type: 'INFANT',
        ageGroup: 'infant',
        bookedAge: null,
        salutation: 'MALE',
        fname: 'Paul',
        lname: 'Muster',
        birthDate: '07/08/2025',
      },
    ],
    email: 'max@example.com',
    confirmEmail: 'max@example.com',
    phone: '+491701234567',
    billing: {
      gender: 'FEMALE',
      title: 'Prof',
      fname: 'Anna',
      lname: 'Zahler',
      street: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    firstPersonBilled: false,
    termsAccepted: true,
    newsletterSubscription: false,
  };
}

export const placeholder = (type: Passenger['type']): Passenger => ({
  type,
  firstName: 'A0',
  lastName: 'A0',
  dateOfBirth: '',
});

/** A cart as the demo host creates it: placeholder travellers, no customer yet. */
export function travellersCart(
  passengers: Passenger[] = [
    placeholder('ADULT'),
    placeholder('ADULT'),
    placeholder('CHILD'),
    placeholder('INFANT'),
  ],
): TravellersCart {
  return {
    id: 'bk-1',
    product: { offer: { departureDate: trip.departureDate, returnDate: trip.returnDate } },
    checkout: {
      id: 'bk-1',
      infoForm: {},
      package: { passengerInfo: { passengers }, customer: null },
    },
  };
}

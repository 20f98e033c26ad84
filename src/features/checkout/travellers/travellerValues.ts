import type { Gender, PersonTitle } from '../../../api/types';
import type { AgeGroup } from './travellerRules';

/** Frequent-flyer choices: none or Miles and More. */
export type FrequentFlyerChoice = '' | 'MilesAndMore';

/** Values of an adult row (the form's field names); `passengerIndex` ties it to the cart. */
export interface AdultValues {
  passengerIndex: number;
  type: 'ADULT';
  gender: Gender | '';
  title: PersonTitle;
  fname: string;
  lname: string;
  /** As typed, in the configured format (DD/MM/YYYY by default). */
  birthDate: string;
  /** The birth date the cart held (YYYY-MM-DD), '' for a placeholder traveller. */
  originalBirthDate: string;
  nationality: string;
  checkoutFrequentFlyerProgram: FrequentFlyerChoice;
  milesMoreEarnNumber: string;
}

/** Values of a child or baby row; `ageGroup` is derived from the booking, never typed. */
export interface ChildValues {
  passengerIndex: number;
  type: 'CHILD' | 'INFANT';
  ageGroup: Exclude<AgeGroup, 'adult'>;
  /** The age on departure the trip was booked for, when the operator tells it; never typed. */
  bookedAge: number | null;
  salutation: Gender | '';
  fname: string;
  lname: string;
  birthDate: string;
}

export interface BillingValues {
  gender: Gender | '';
  title: PersonTitle;
  fname: string;
  lname: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface TravellerFormValues {
  adults: AdultValues[];
  children: ChildValues[];
  email: string;
  confirmEmail: string;
  phone: string;
  billing: BillingValues;
  /** The first adult is the person being billed: the billing name comes from that row. */
  firstPersonBilled: boolean;
  termsAccepted: boolean;
  newsletterSubscription: boolean;
}

export const genders: readonly Gender[] = ['MALE', 'FEMALE'];
export const personTitles: readonly PersonTitle[] = ['', 'Dr', 'Prof'];

export { billingCountries } from '../../../config/countries';

/** The ISO region a country code is named by (the server's SW is Sweden, ISO SE). */
export const regionOfCountry = (code: string): string => (code === 'SW' ? 'SE' : code);

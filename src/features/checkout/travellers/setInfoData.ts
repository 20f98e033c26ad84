import type {
  Checkout,
  Customer,
  Gender,
  InfoForm,
  Offer,
  Package,
  Passenger,
  SetInfoData,
} from '../../../api/types';
import { formatApiDate } from '../../../lib/calendarDates';
import {
  ageGroupOfPassenger,
  birthDateFormat,
  readBirthDate,
  type AgeLimits,
} from './travellerRules';
import type {
  AdultValues,
  BillingValues,
  ChildValues,
  TravellerFormValues,
} from './travellerValues';

/** The parts of the cart this step reads; a full Cart fits. */
export interface TravellersCart {
  id: string;
  product: { offer: Pick<Offer, 'departureDate' | 'returnDate'> };
  checkout: Pick<Checkout, 'id' | 'infoForm'> & {
    package: Pick<Package, 'passengerInfo' | 'customer'>;
  };
}

/**
 * What a signed-in identity may prefill; the token itself is never a form value
 * (docs/rules/checkout.md, "The signed-in visitor's name, e-mail and token").
 */
export interface TravellerPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface ValuesOptions {
  ageLimits: AgeLimits;
  dateSeparator: string;
}

/**
 * A name A0/A0 marks a placeholder traveller: its row starts empty (docs/rules/checkout.md, "What
 * the travellers step shows").
 */
export const isPlaceholder = (p: Pick<Passenger, 'firstName' | 'lastName'>) =>
  p.firstName === 'A0' && p.lastName === 'A0';

const genderOf = (p: Passenger): Gender | '' =>
  p.gender ?? (p.type === 'MALE' || p.type === 'FEMALE' ? p.type : '');

const emptyBilling: BillingValues = {
  gender: '',
  title: '',
  fname: '',
  lname: '',
  street: '',
  zip: '',
  city: '',
  country: '',
};

/** One row per passenger of the cart, in the cart's order within adults and within children. */
export function initialTravellerValues(
  cart: TravellersCart,
  options: ValuesOptions,
  prefill: TravellerPrefill = {},
): TravellerFormValues {
  const { passengers } = cart.checkout.package.passengerInfo;
  const departure = cart.product.offer.departureDate;
  const shown = (p: Passenger) =>
    formatApiDate(p.dateOfBirth, birthDateFormat(options.dateSeparator));
  const adults: AdultValues[] = [];
  const children: ChildValues[] = [];
  passengers.forEach((p, passengerIndex) => {
    const empty = isPlaceholder(p);
    const group = ageGroupOfPassenger(p, departure, options.ageLimits);
    if (group === 'adult') {
      adults.push({
        passengerIndex,
        type: 'ADULT',
        gender: genderOf(p),
        title: p.title ?? '',
        fname: empty ? '' : p.firstName,
        lname: empty ? '' : p.lastName,
        birthDate: shown(p),
        originalBirthDate: p.dateOfBirth,
        nationality: p.nationality ?? '',
        checkoutFrequentFlyerProgram: p.frequentFlyerNumber ? 'MilesAndMore' : '',
        milesMoreEarnNumber: p.frequentFlyerNumber?.number ?? '',
      });
    } else {
      children.push({
        passengerIndex,
        type: p.type === 'INFANT' ? 'INFANT' : 'CHILD',
        ageGroup: group,
        bookedAge: p.age ?? null,
        salutation: genderOf(p),
        fname: empty ? '' : p.firstName,
        lname: empty ? '' : p.lastName,
        birthDate: shown(p),
      });
    }
  });
  const lead = adults[0];
  if (lead && !lead.fname && !lead.lname) {
    lead.fname = prefill.firstName ?? '';
    lead.lname = prefill.lastName ?? '';
  }
  const customer = cart.checkout.package.customer;
  const { infoForm } = cart.checkout;
  const email = customer?.contact.email ?? prefill.email ?? '';
  return {
    adults,
    children,
    email,
    confirmEmail: customer ? (customer.confirmEmail ?? infoForm.confirmEmail ?? '') : email,
    phone: customer?.contact.telephone1 ?? '',
    billing: customer
      ? {
          gender: customer.gender ?? '',
          title: customer.title ?? '',
          fname: customer.firstName,
          lname: customer.lastName,
          street: customer.address.street,
          zip: customer.address.postalCode,
          city: customer.address.city,
          country: customer.address.countryCode,
        }
      : emptyBilling,
    firstPersonBilled: infoForm.firstPersonBilled ?? true,
    termsAccepted: infoForm.termsAccepted ?? false,
    newsletterSubscription: customer?.newsletterSubscription ?? false,
  };
}

export interface SetInfoOptions {
  dateSeparator: string;
  frequentFlyerProgrammes: boolean;
  newsletterConsent: boolean;
}

const clean = (text: string) => text.trim();

/**
 * The server payload of the info step (docs/rules/checkout.md, "What the travellers step sends"):
 * persons become passengerInfo.passengers in the cart's order with their type; email, phone and
 * zip are renamed to contact.email, telephone1 and postalCode (also sent as addressData[0].eMail
 * and telephones[0].number). Only valid values are mapped: call it after validation.
 */
export function toSetInfoData(values: TravellerFormValues, options: SetInfoOptions): SetInfoData {
  const dateOf = (text: string) => readBirthDate(clean(text), options.dateSeparator) ?? '';
  const rows: [number, Passenger][] = [
    ...values.adults.map((adult): [number, Passenger] => {
      const earns =
        options.frequentFlyerProgrammes &&
        adult.checkoutFrequentFlyerProgram === 'MilesAndMore' &&
        clean(adult.milesMoreEarnNumber) !== '';
      const passenger: Passenger = {
        type: 'ADULT',
        ...(adult.gender ? { gender: adult.gender } : {}),
        title: adult.title,
        firstName: clean(adult.fname),
        lastName: clean(adult.lname),
        dateOfBirth: dateOf(adult.birthDate),
        nationality: adult.nationality,
        ...(earns
          ? {
              frequentFlyerNumber: {
                number: clean(adult.milesMoreEarnNumber),
                type: 'MilesAndMore' as const,
              },
            }
          : {}),
      };
      return [adult.passengerIndex, passenger];
    }),
    ...values.children.map((child): [number, Passenger] => [
      child.passengerIndex,
      {
        type: child.type,
        ...(child.salutation ? { gender: child.salutation } : {}),
        firstName: clean(child.fname),
        lastName: clean(child.lname),
        dateOfBirth: dateOf(child.birthDate),
      },
    ]),
  ];
  const passengers = rows.sort(([a], [b]) => a - b).map(([, passenger]) => passenger);

  const lead = values.adults[0];
  const person =
    values.firstPersonBilled && lead
      ? { gender: lead.gender, title: lead.title, fname: lead.fname, lname: lead.lname }
      : values.billing;
  const email = clean(values.email);
  const phone = clean(values.phone);
  const newsletterSubscription = options.newsletterConsent && values.newsletterSubscription;
  const customer: Customer = {
    type: 'PERSON',
    ...(person.gender ? { gender: person.gender } : {}),
    title: person.title,
    firstName: clean(person.fname),
    lastName: clean(person.lname),
    address: {
      street: clean(values.billing.street),
      city: clean(values.billing.city),
      postalCode: clean(values.billing.zip),
      countryCode: values.billing.country,
    },
    contact: { email, telephone1: phone },
    confirmEmail: clean(values.confirmEmail),
    newsletterSubscription,
    addressData: [{ eMail: email }],
    telephones: [{ number: phone }],
  };
  const infoForm: InfoForm = {
    firstPersonBilled: values.firstPersonBilled,
    confirmEmail: clean(values.confirmEmail),
    newsletterSubscription,
    termsAccepted: values.termsAccepted,
  };
  return { package: { customer, passengerInfo: { passengers } }, infoForm };
}

/**
 * A signed-in visitor's identity token goes with the data as infoForm.auth0Token. It is added by
 * the saga right before the call, so it never passes through a form, an action or state
 * (docs/rules/checkout.md, "The signed-in visitor's name, e-mail and token").
 */
export function withIdentityToken(data: SetInfoData, token: string | null): SetInfoData {
  return token ? { ...data, infoForm: { ...data.infoForm, auth0Token: token } } : data;
}

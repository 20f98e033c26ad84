import { useMemo, useRef, useState } from 'react';
import { Formik } from 'formik';
import type { SetInfoData } from '../../../api/types';
import type { InfoFieldRefusals } from '../checkoutSlice';
import { todayApiDate } from '../../../lib/calendarDates';
import { loadChunk, loadOnce } from '../../../lib/chunks';
import { MessageValuesContext } from '../../../ui/form/fields';
import { useLaterSchema } from '../../../ui/form/useLaterSchema';
import { TravellersFormBody } from './components/TravellersFormBody';
import { initialTravellerValues, toSetInfoData, type TravellersCart } from './setInfoData';
import { ageLimitsOf, defaultAgeRange, type AgeGroup } from './travellerRules';
import type { travellersSchema as TravellersSchema } from './travellersSchema';
import type { TravellerFormValues } from './travellerValues';
import { useFormDraft } from './useFormDraft';

/** The step's checks with yup: a fifth of the step's code, which its first paint does without. */
const loadRules = loadOnce(
  loadChunk(() => import(/* webpackChunkName: "travellers-rules" */ './travellersSchema')),
);

export interface TravellersFormProps {
  /** The checkout's cart; a full Cart fits. */
  cart: TravellersCart;
  flags: { frequentFlyerProgrammes: boolean; newsletterConsent: boolean; childAgeControl: boolean };
  /** From a signed-in identity: the lead traveller's name and the e-mail. */
  prefill?: { firstName?: string; lastName?: string; email?: string };
  /** True while the set-info call runs; its end re-enables the submit button. */
  submitting: boolean;
  /**
   * Passenger indices whose earn number (frequentFlyerNumberInvalid) or birth date
   * (birthDateNotBookedAge) the server refused; marked at the field while unchanged.
   */
  serverFieldErrors?: Partial<InfoFieldRefusals>;
  onSubmit(data: SetInfoData): void;
  onBack(): void;
  /** Birth-date separator of the DD/MM/YYYY format. */
  dateSeparator?: string;
  /** [minChildAge, maxChildAge] or, with teens, [minChildAge, maxChildAge, maxTeenAge]. */
  ageRange?: readonly number[];
  /** YYYY-MM-DD; today on the visitor's clock by default. */
  today?: string;
}

/**
 * The traveller and contact step (docs/rules/checkout.md, "What the travellers step shows"):
 * travellers, contact, billing, consents.
 */
export function TravellersForm(props: TravellersFormProps) {
  const { cart, flags, prefill, serverFieldErrors, dateSeparator = '/' } = props;
  const checkoutId = cart.checkout.id;
  const ageRange = props.ageRange ?? defaultAgeRange;
  const ageLimits = useMemo(() => ageLimitsOf(ageRange), [ageRange]);
  const [initial] = useState(() =>
    initialTravellerValues(cart, { ageLimits, dateSeparator }, prefill),
  );
  const initialValues = useFormDraft(checkoutId, initial);
  // The values of the last submit: a refused earn number is marked while it is unchanged.
  const [lastSent, setLastSent] = useState<TravellerFormValues>(initialValues);
  const sent = useRef(false);
  const today = props.today ?? todayApiDate();
  const { departureDate, returnDate } = cart.product.offer;
  const refused = serverFieldErrors?.milesMoreNumberInvalidFor;
  const refusedBirthDates = serverFieldErrors?.birthDateNotBookedAgeFor;

  const schema = useMemo(() => {
    const rejectedEarnNumbers: Record<number, string> = {};
    for (const index of refused ?? []) {
      const row = lastSent.adults.find((adult) => adult.passengerIndex === index);
      if (row) rejectedEarnNumbers[index] = row.milesMoreEarnNumber.trim();
    }
    const rejectedBirthDates: Record<number, string> = {};
    const rows = [...lastSent.adults, ...lastSent.children];
    for (const index of refusedBirthDates ?? []) {
      const row = rows.find((person) => person.passengerIndex === index);
      if (row) rejectedBirthDates[index] = row.birthDate.trim();
    }
    const options = {
      trip: { departureDate, returnDate, today },
      ageLimits,
      dateSeparator,
      childAgeControl: flags.childAgeControl,
      frequentFlyerProgrammes: flags.frequentFlyerProgrammes,
      leadPassengerIndex: initial.adults[0]?.passengerIndex ?? 0,
      rejectedEarnNumbers,
      rejectedBirthDates,
    };
    // Built once per set of rules, when the first validation needs it.
    let built: ReturnType<typeof TravellersSchema> | undefined;
    return async () => (built ??= (await loadRules()).travellersSchema(options));
  }, [
    lastSent,
    refused,
    refusedBirthDates,
    departureDate,
    returnDate,
    today,
    ageLimits,
    dateSeparator,
    flags,
    initial,
  ]);

  const validate = useLaterSchema<TravellerFormValues>(schema, loadRules);

  const messageValues = useMemo(
    () => ({
      minChildAge: ageLimits.minChildAge,
      maxChildAge: ageLimits.maxChildAge,
      maxTeenAge: ageLimits.maxTeenAge ?? 18,
    }),
    [ageLimits],
  );

  const submit = (values: TravellerFormValues) => {
    // One set-info call per submit: a double click or Enter held down sends nothing more.
    if (sent.current) return;
    sent.current = true;
    setLastSent(values);
    props.onSubmit(
      toSetInfoData(values, {
        dateSeparator,
        frequentFlyerProgrammes: flags.frequentFlyerProgrammes,
        newsletterConsent: flags.newsletterConsent,
      }),
    );
  };

  return (
    <MessageValuesContext.Provider value={messageValues}>
      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        <TravellersFormBody
          {...props}
          checkoutId={checkoutId}
          dateSeparator={dateSeparator}
          ageGroups={[
            ...initial.adults.map((): AgeGroup => 'adult'),
            ...initial.children.map((child) => child.ageGroup),
          ]}
          onRoundTripEnd={() => (sent.current = false)}
        />
      </Formik>
    </MessageValuesContext.Provider>
  );
}

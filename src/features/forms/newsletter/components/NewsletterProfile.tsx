import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, Formik, useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { NewsletterCustomerEditModule } from '../../../../api/types';
import { useHostConfig } from '../../../../config/HostConfigContext';
import type { Locale } from '../../../../config/locales';
import { href } from '../../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Loader } from '../../../../ui/Loader';
import { FocusFirstError } from '../../../../ui/FocusFirstError';
import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextField,
  useFieldError,
} from '../../../../ui/form/fields';
import { fieldsetStyle, legendStyle } from '../../../../ui/form/formStyles';
import {
  selectAuthStatus,
  useAccountActions,
  useAuthFeature,
  usePasswordChangeConfirmation,
} from '../../../auth';
import { CmsLink } from '../../../shell';
import { newsletterActions, selectNewsletter } from '../newsletterSlice';
import {
  customerUpdateOf,
  maskBirthdate,
  maxPreferredAirports,
  preferredAirportOptions,
  profileCountries,
  profileSchema,
  profileValuesOf,
  travelTypeOptions,
  type ProfileValues,
} from '../newsletterValues';
import { clearDraft, FormDraftSaver, useDraftValues } from './FormDraft';
import { ServerErrorBanner } from '../../../../ui/form/ServerErrorBanner';

/** A group of checkboxes over one list value; `max` disables the rest once that many are chosen. */
function ChoiceGroup({
  name,
  legend,
  options,
  max,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  max?: number;
}) {
  const [field, , helpers] = useField<string[]>(name);
  // The message in the visitor's language, as every other field shows it (not its id).
  const error = useFieldError(name);
  const chosen = field.value ?? [];
  const full = max !== undefined && chosen.length >= max;
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{legend}</legend>
      <div className="hs-newsletter__choices">
        {options.map((option) => {
          const checked = chosen.includes(option.value);
          return (
            <label key={option.value}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  void helpers.setValue(
                    checked
                      ? chosen.filter((value) => value !== option.value)
                      : [...chosen, option.value],
                  )
                }
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}

/** Back from the provider's change-password screen: said once, and read out by taking the focus. */
function PasswordChanged() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className="hs-newsletter__confirmation">
      <FormattedMessage id="newsletter.profile.passwordChanged" />
    </p>
  );
}

/** A short wait before the provider's password page, so the click is seen (docs/rules/identity.md). */
const passwordRedirectDelayMs = 1000;

function ChangePassword({ locale }: { locale: Locale }) {
  const { login } = useAccountActions(locale);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => login('forgotPassword'), passwordRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [waiting, login]);
  return (
    <button
      type="button"
      className="hs-button hs-button--secondary"
      disabled={waiting}
      onClick={() => setWaiting(true)}
    >
      <FormattedMessage id={waiting ? 'auth.redirecting' : 'newsletter.profile.changePassword'} />
    </button>
  );
}

function ProfileForm({
  initial,
  draftKey,
  formRef,
  onSubmit,
  children,
}: {
  initial: ProfileValues;
  draftKey: string;
  formRef: RefObject<HTMLFormElement>;
  onSubmit(values: ProfileValues): void;
  children: ReactNode;
}) {
  const values = useDraftValues(draftKey, initial);
  return (
    <Formik initialValues={values} validationSchema={profileSchema} onSubmit={onSubmit}>
      <Form noValidate ref={formRef}>
        <FormDraftSaver draftKey={draftKey} />
        {children}
      </Form>
    </Formik>
  );
}

/**
 * Newsletter customer edit (docs/rules/forms.md, "Newsletter profile"): the customer from
 * newsletter_update_id (or the signed-in customer's), loading, then the load error or the profile
 * form, then submitted.
 */
export function NewsletterProfile({
  module,
  locale,
}: {
  module: NewsletterCustomerEditModule;
  locale: Locale;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { features } = useHostConfig();
  const loginConfigured = useAuthFeature();
  const authStatus = useAppSelector(selectAuthStatus);
  const { profile } = useAppSelector(selectNewsletter);
  const [query] = useSearchParams();
  const customerId = query.get('newsletter_update_id') || null;
  const listId = query.get('newsletter_update_list_id') || module.listId || null;
  const signedIn = loginConfigured && authStatus === 'authenticated';
  // Without an id in the address the signed-in customer's is asked for, once the login is known.
  const waitForLogin = !customerId && loginConfigured && authStatus === 'loading';
  const showMilesMore = module.showMilesMore && features.milesProgramme;
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = `hs-newsletter-profile-${customerId ?? 'signed-in'}`;
  const passwordChanged = usePasswordChangeConfirmation();

  useEffect(() => {
    if (profile.status === 'submitted') clearDraft(draftKey);
  }, [profile.status, draftKey]);

  useEffect(() => {
    if (waitForLogin) return;
    dispatch(newsletterActions.profileRequested({ customerId, listId }));
  }, [dispatch, customerId, listId, waitForLogin]);

  const headingId = `hs-newsletter-${module.id}`;
  const frame = (content: ReactNode) => (
    <section className="hs-newsletter" aria-labelledby={headingId}>
      <h2 id={headingId}>{module.headline}</h2>
      {passwordChanged && <PasswordChanged />}
      {content}
    </section>
  );
  if (profile.status === 'idle' || profile.status === 'loading') return frame(<Loader />);
  if (profile.status === 'error' || !profile.data) {
    return frame(
      <p role="alert">
        <FormattedMessage id="newsletter.error.loadFailed" />
      </p>,
    );
  }
  if (profile.status === 'submitted') {
    return frame(
      <p role="status">
        <FormattedMessage id="newsletter.profile.saved" />
      </p>,
    );
  }
  const options = (ids: readonly string[], prefix: string) =>
    ids.map((value) => ({ value, label: intl.formatMessage({ id: `${prefix}.${value}` }) }));
  return frame(
    <ProfileForm
      key={profile.customerId}
      initial={profileValuesOf(profile.data)}
      draftKey={draftKey}
      formRef={formRef}
      onSubmit={(values) => {
        dispatch(
          newsletterActions.profileSubmitted({
            values: customerUpdateOf(values, showMilesMore),
            sendListId: module.showTrackingPermission,
          }),
        );
      }}
    >
      {!profile.data.subscribed && (
        <p>
          <FormattedMessage id="newsletter.profile.notSubscribed" />{' '}
          <CmsLink url={href('homepage', locale, { slug: 'newsletter' })} locale={locale}>
            <FormattedMessage id="newsletter.profile.subscribe" />
          </CmsLink>
        </p>
      )}
      <FocusFirstError formRef={formRef} />
      <RadioGroupField
        name="salutation"
        legend={intl.formatMessage({ id: 'newsletter.profile.salutation' })}
        options={options(['MALE', 'FEMALE'], 'newsletter.profile.salutation')}
        inline
      />
      <TextField
        name="firstName"
        autoComplete="given-name"
        label={intl.formatMessage({ id: 'newsletter.profile.firstName' })}
      />
      <TextField
        name="lastName"
        autoComplete="family-name"
        label={intl.formatMessage({ id: 'newsletter.profile.lastName' })}
      />
      <TextField
        name="birthdate"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="dd.mm.yyyy"
        transform={maskBirthdate}
        label={intl.formatMessage({ id: 'newsletter.profile.birthdate' })}
        hint={intl.formatMessage({ id: 'newsletter.profile.birthdateHint' })}
      />
      <RadioGroupField
        name="hasChildren"
        legend={intl.formatMessage({ id: 'newsletter.profile.hasChildren' })}
        options={options(['Yes', 'No'], 'newsletter.profile.answer')}
        inline
      />
      {showMilesMore && (
        <RadioGroupField
          name="hasMilesMore"
          legend={intl.formatMessage({ id: 'newsletter.profile.hasMilesMore' })}
          options={options(['Yes', 'No'], 'newsletter.profile.answer')}
          inline
        />
      )}
      <SelectField
        name="country"
        autoComplete="country"
        placeholder={intl.formatMessage({ id: 'newsletter.profile.choose' })}
        label={intl.formatMessage({ id: 'newsletter.profile.country' })}
        options={options(profileCountries, 'newsletter.profile.country')}
      />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'newsletter.email' })}
      />
      {module.showTrackingPermission && (
        <CheckboxField
          name="trackingPermission"
          label={intl.formatMessage({ id: 'newsletter.profile.trackingPermission' })}
        />
      )}
      <ChoiceGroup
        name="preferredAirports"
        legend={intl.formatMessage(
          { id: 'newsletter.profile.preferredAirports' },
          { max: maxPreferredAirports },
        )}
        options={preferredAirportOptions.map(([value, label]) => ({
          value,
          label: `${label} (${value})`,
        }))}
        max={maxPreferredAirports}
      />
      <ChoiceGroup
        name="preferredTravelTypes"
        legend={intl.formatMessage({ id: 'newsletter.profile.travelTypes' })}
        options={options(travelTypeOptions, 'newsletter.profile.travelType')}
      />
      {profile.error && (
        <ServerErrorBanner
          closeLabelId="newsletter.error.close"
          code={profile.error}
          prefix="newsletter.error"
          onClose={() => dispatch(newsletterActions.profileErrorDismissed())}
        />
      )}
      <div className="hs-newsletter__actions">
        <button type="submit" className="hs-button" disabled={profile.status === 'saving'}>
          <FormattedMessage
            id={profile.status === 'saving' ? 'newsletter.sending' : 'newsletter.profile.save'}
          />
        </button>
        {signedIn && <ChangePassword locale={locale} />}
      </div>
    </ProfileForm>,
  );
}

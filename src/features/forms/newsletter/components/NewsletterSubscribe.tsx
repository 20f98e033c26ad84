import { useEffect, useRef } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NewsletterSubscribeModule } from '../../../../api/types';
import type { Locale } from '../../../../config/locales';
import { href } from '../../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { SafeHtml } from '../../../../ui/SafeHtml';
import { CheckboxField, TextField } from '../../../../ui/form/fields';
import { FocusFirstError } from '../../../../ui/FocusFirstError';
import { newsletterActions, selectNewsletter } from '../newsletterSlice';
import { subscribeSchema, type SubscribeValues } from '../newsletterValues';
import { clearDraft, FormDraftSaver, useDraftValues } from './FormDraft';
import { ServerErrorBanner } from '../../../../ui/form/ServerErrorBanner';

/**
 * Newsletter subscribe (docs/rules/forms.md, "Newsletter subscribe"): e-mail and terms; then the
 * success headline and a way home.
 */
export function NewsletterSubscribe({
  module,
  locale,
}: {
  module: NewsletterSubscribeModule;
  locale: Locale;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { subscribe } = useAppSelector(selectNewsletter);
  const draftKey = `hs-newsletter-subscribe-${module.id}`;
  const initial = useDraftValues<SubscribeValues>(draftKey, { email: '', terms: false });
  const successRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = subscribe.status === 'submitted';
  useEffect(() => {
    if (!submitted) return;
    clearDraft(draftKey);
    successRef.current?.focus();
  }, [submitted, draftKey]);
  const headingId = `hs-newsletter-${module.id}`;

  if (submitted) {
    return (
      <section className="hs-newsletter" aria-labelledby={headingId}>
        <h2 id={headingId} ref={successRef} tabIndex={-1}>
          {module.successHeadline}
        </h2>
        <p>{module.successCopy}</p>
        <Link className="hs-button" to={href('homepage', locale)}>
          <FormattedMessage id="newsletter.subscribe.home" />
        </Link>
      </section>
    );
  }
  return (
    <section className="hs-newsletter" aria-labelledby={headingId}>
      <h2 id={headingId}>{module.headline}</h2>
      {module.copytext && <p>{module.copytext}</p>}
      <Formik
        initialValues={initial}
        validationSchema={subscribeSchema}
        onSubmit={(values) => {
          dispatch(
            newsletterActions.subscribeSubmitted({
              email: values.email,
              source: module.source,
              listId: module.listId,
            }),
          );
        }}
      >
        <Form noValidate ref={formRef}>
          <FormDraftSaver draftKey={draftKey} />
          <FocusFirstError formRef={formRef} />
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'newsletter.email' })}
          />
          <CheckboxField name="terms" label={<SafeHtml as="span" html={module.termsHtml} />} />
          {subscribe.error && (
            <ServerErrorBanner
              closeLabelId="newsletter.error.close"
              code={subscribe.error}
              prefix="newsletter.error"
              onClose={() => dispatch(newsletterActions.subscribeErrorDismissed())}
            />
          )}
          <div className="hs-newsletter__actions">
            <button
              type="submit"
              className="hs-button"
              disabled={subscribe.status === 'submitting'}
            >
              {subscribe.status === 'submitting' ? (
                <FormattedMessage id="newsletter.sending" />
              ) : (
                module.buttonText
              )}
            </button>
          </div>
        </Form>
      </Formik>
    </section>
  );
}

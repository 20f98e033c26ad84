import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { NewsletterUnsubscribeModule } from '../../../../api/types';
import type { Locale } from '../../../../config/locales';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { CmsLink } from '../../../shell';
import { newsletterActions, selectNewsletter } from '../newsletterSlice';
import { ServerErrorBanner } from '../../../../ui/form/ServerErrorBanner';

/**
 * Newsletter unsubscribe (docs/rules/forms.md, "Newsletter unsubscribe"): the e-mail
 * (newsletter_recipient) and list (newsletter_unsubscribe_list_id) come from the address; 'Yes'
 * unsubscribes, 'No' keeps it.
 * Without an e-mail 'Yes' is marked disabled but stays reachable, and pressing it says
 * 'Invalid email' (invalidUnsubscribeEmail).
 */
export function NewsletterUnsubscribe({
  module,
  locale,
}: {
  module: NewsletterUnsubscribeModule;
  locale: Locale;
}) {
  const dispatch = useAppDispatch();
  const { unsubscribe } = useAppSelector(selectNewsletter);
  const [query] = useSearchParams();
  const email = (query.get('newsletter_recipient') ?? '').trim();
  const listId = query.get('newsletter_unsubscribe_list_id') || module.listId;
  const headingId = `hs-newsletter-${module.id}`;

  if (unsubscribe.status === 'yes' || unsubscribe.status === 'no') {
    const content = unsubscribe.status === 'yes' ? module.yesContent : module.noContent;
    const link = unsubscribe.status === 'yes' ? module.yesContent : null;
    return (
      <section className="hs-newsletter" aria-labelledby={headingId}>
        <h2 id={headingId}>{content.headline}</h2>
        <p role="status">{content.text}</p>
        {link?.buttonText && link.link && (
          <CmsLink className="hs-button" url={link.link} locale={locale}>
            {link.buttonText}
          </CmsLink>
        )}
      </section>
    );
  }
  const sending = unsubscribe.status === 'sending';
  return (
    <section className="hs-newsletter" aria-labelledby={headingId}>
      <h2 id={headingId}>{module.headline}</h2>
      <p>{module.question}</p>
      {email && (
        <p>
          <FormattedMessage id="newsletter.unsubscribe.for" values={{ email }} />
        </p>
      )}
      {unsubscribe.error && (
        <ServerErrorBanner
          closeLabelId="newsletter.error.close"
          code={unsubscribe.error}
          prefix="newsletter.error"
          onClose={() => dispatch(newsletterActions.unsubscribeErrorDismissed())}
        />
      )}
      <div className="hs-newsletter__actions">
        <button
          type="button"
          className="hs-button"
          aria-disabled={!email || sending ? true : undefined}
          onClick={() => {
            if (sending) return;
            dispatch(newsletterActions.unsubscribeConfirmed({ email, listId }));
          }}
        >
          <FormattedMessage id="newsletter.unsubscribe.yes" />
        </button>
        <button
          type="button"
          className="hs-button hs-button--secondary"
          disabled={sending}
          onClick={() => dispatch(newsletterActions.unsubscribeDeclined())}
        >
          <FormattedMessage id="newsletter.unsubscribe.no" />
        </button>
      </div>
    </section>
  );
}

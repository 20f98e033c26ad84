import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../../config/locales';
import { CmsLink } from '../../../shell';
import { ComplaintForm } from './ComplaintForm';
import { useComplaintSubmit } from './useComplaintSubmit';

export interface ComplaintSectionProps {
  /** The CMS module's headline; without one, 'Contact form'. */
  headline?: string;
  /** h1 as a page of its own, h2 as a module on a CMS page. */
  level: 1 | 2;
  link?: { text: string; url: string; newTab: boolean };
  locale: Locale;
}

const successStyle: CSSProperties = { fontSize: '1.125rem', fontWeight: 700 };

/** Headline, optional link, then the form, or once sent, 'Successfully submitted'. */
export function ComplaintSection({ headline, level, link, locale }: ComplaintSectionProps) {
  const { submission, submit, closeBanner } = useComplaintSubmit();
  const successRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const succeeded = submission.status === 'succeeded';
  useEffect(() => {
    // The form (and the focus in it) is gone: the message takes the focus, so it is read out.
    if (succeeded) successRef.current?.focus();
  }, [succeeded]);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="hs-page hs-complaint">
      <Heading id={headingId}>{headline || <FormattedMessage id="complaint.headline" />}</Heading>
      {link?.text && link.url && (
        <p>
          <CmsLink url={link.url} locale={locale} newTab={link.newTab}>
            {link.text}
          </CmsLink>
        </p>
      )}
      {succeeded ? (
        <p ref={successRef} role="status" tabIndex={-1} style={successStyle}>
          <FormattedMessage id="complaint.success" />
        </p>
      ) : (
        <ComplaintForm
          labelledBy={headingId}
          submission={submission}
          onSubmit={submit}
          onCloseBanner={closeBanner}
        />
      )}
    </section>
  );
}

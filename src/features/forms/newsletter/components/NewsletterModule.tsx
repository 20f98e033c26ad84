import type {
  NewsletterCustomerEditModule,
  NewsletterSubscribeModule,
  NewsletterUnsubscribeModule,
} from '../../../../api/types';
import type { Locale } from '../../../../config/locales';
import { MessageArea } from '../../../../i18n/MessageArea';
import { useFeatureSaga } from '../../../../store/useFeatureSaga';
import { newsletterFeature } from '../newsletterFeature';
import { NewsletterProfile } from './NewsletterProfile';
import { NewsletterSubscribe } from './NewsletterSubscribe';
import { NewsletterUnsubscribe } from './NewsletterUnsubscribe';
import './newsletter.css';

export type NewsletterContent =
  NewsletterSubscribeModule | NewsletterUnsubscribeModule | NewsletterCustomerEditModule;

/** The CMS's newsletter modules; one chunk with its messages, on pages that have one. */
export default function NewsletterModule(props: { module: NewsletterContent; locale: Locale }) {
  return (
    <MessageArea area="newsletter">
      <NewsletterForm {...props} />
    </MessageArea>
  );
}

function NewsletterForm({ module, locale }: { module: NewsletterContent; locale: Locale }) {
  useFeatureSaga(newsletterFeature);
  switch (module.type) {
    case 'newsletterSubscribe':
      return <NewsletterSubscribe module={module} locale={locale} />;
    case 'newsletterUnsubscribe':
      return <NewsletterUnsubscribe module={module} locale={locale} />;
    case 'newsletterCustomerEdit':
      return <NewsletterProfile module={module} locale={locale} />;
  }
}

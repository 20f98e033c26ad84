import { FormattedMessage, useIntl } from 'react-intl';
import type { Quicklink } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { CmsLink } from '../../shell';
import { PaymentBadges } from '../../../ui/PaymentBadges';
import type { Weather } from '../model/sections';

/** Quick links, titled 'Quicklinks'. */
export function Quicklinks({ links, locale }: { links: Quicklink[]; locale: Locale }) {
  return (
    <section className="hs-seo-box" aria-labelledby="hs-seo-quicklinks">
      <h2 id="hs-seo-quicklinks">
        <FormattedMessage id="seo.quicklinks.heading" />
      </h2>
      <ul>
        {links
          .filter((link) => link.name.trim() !== '')
          .map((link) => (
            <li key={`${link.url}|${link.name}`}>
              <CmsLink url={link.url} locale={locale}>
                {link.name}
              </CmsLink>
            </li>
          ))}
      </ul>
    </section>
  );
}

/** Weather: the average temperatures there are, under the content's headline. */
export function WeatherBox({ weather }: { weather: Weather }) {
  return (
    <section className="hs-seo-box" aria-labelledby="hs-seo-weather">
      <h2 id="hs-seo-weather">
        {weather.headline || <FormattedMessage id="seo.weather.heading" />}
      </h2>
      <dl className="hs-seo-weather">
        {(['air', 'water'] as const).map((kind) =>
          weather[kind] === undefined ? null : (
            <div key={kind}>
              <dt>
                <FormattedMessage id={`seo.weather.${kind}`} />
              </dt>
              <dd>
                <FormattedMessage id="seo.weather.degrees" values={{ value: weather[kind] }} />
              </dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

/** The cards the shop takes, by brand name (docs/rules/content-pages.md, "Payment cards"). */
export const paymentCards = ['Visa', 'Mastercard', 'American Express', 'Sepa'] as const;

/** The payment cards the shop takes, on every destination page. */
export function PaymentCards() {
  const intl = useIntl();
  return (
    <PaymentBadges
      className="hs-seo-box"
      title={intl.formatMessage({ id: 'seo.payment.heading' })}
      names={paymentCards}
    />
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DestinationContent, MixedResultItem, Sibling } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { safeUrl } from '../../../lib/safeUrl';
import { Price } from '../../../ui/Price';
import { CmsLink } from '../../shell';

/** Sibling destinations with images, titled '{siblingsTitle} best locations'. */
export function SiblingDestinations(props: { siblings: Sibling[]; title: string; locale: Locale }) {
  const { siblings, title, locale } = props;
  return (
    <section className="hs-seo-siblings" aria-labelledby="hs-seo-siblings">
      <h2 id="hs-seo-siblings">
        <FormattedMessage id="seo.siblings.heading" values={{ siblingsTitle: title }} />
      </h2>
      <ul className="hs-seo-cards">
        {siblings
          .filter((sibling) => sibling.name.trim() !== '')
          .map((sibling) => {
            const image = safeUrl(sibling.image);
            return (
              <li key={`${sibling.url}|${sibling.name}`}>
                <CmsLink url={sibling.url} locale={locale} className="hs-seo-card">
                  {/* The name beside it says where the link goes; the photo adds nothing to it. */}
                  {image && <img src={image} alt="" loading="lazy" decoding="async" />}
                  <span>{sibling.name}</span>
                </CmsLink>
              </li>
            );
          })}
      </ul>
    </section>
  );
}

interface RecommendationsProps {
  teaser: DestinationContent['main_teaser_element'];
  cheapest: MixedResultItem | null;
  cheapestHref: string | null;
  locale: Locale;
  formatPrice: (amount: number, hubCurrency: string) => string;
}

/** 'Our recommendations': the page's main teaser and its cheapest hotel (teaser variant). */
export function Recommendations(props: RecommendationsProps) {
  const { teaser, cheapest, cheapestHref, locale, formatPrice } = props;
  const intl = useIntl();
  const image = safeUrl(teaser?.image);
  const hotel = cheapest?.hotels[0];
  const price = cheapest?.offers[0]?.price.perPersonAmount;
  return (
    <section className="hs-seo-recommendations" aria-labelledby="hs-seo-recommendations">
      <h2 id="hs-seo-recommendations">
        <FormattedMessage id="seo.recommendations.heading" />
      </h2>
      <ul className="hs-seo-cards">
        {teaser?.title.trim() && (
          <li>
            <CmsLink url={teaser.link} locale={locale} className="hs-seo-card">
              {image && <img src={image} alt="" loading="lazy" decoding="async" />}
              <span>{teaser.title}</span>
            </CmsLink>
            {teaser.text && <p>{teaser.text}</p>}
          </li>
        )}
        {hotel && cheapestHref && price !== undefined && cheapest && (
          <li>
            <p className="hs-seo-top">
              <FormattedMessage id="seo.recommendations.cheapest" />
            </p>
            <Link to={cheapestHref} className="hs-seo-card">
              <span>{hotel.name}</span>
            </Link>
            <Price
              label={intl.formatMessage({ id: 'resultlist.item.perPerson' })}
              amount={formatPrice(price, cheapest.hubCurrency)}
            />
          </li>
        )}
      </ul>
    </section>
  );
}

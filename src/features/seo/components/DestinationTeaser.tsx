import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DestinationContent, MixedResultItem } from '../../../api/types';
import { safeUrl } from '../../../lib/safeUrl';
import { Price } from '../../../ui/Price';

interface Props {
  teaser: DestinationContent['teaser'];
  cheapest: MixedResultItem | null;
  /** The teaser's search: the result list of this destination. */
  searchHref: string;
  formatPrice: (amount: number, hubCurrency: string) => string;
}

/** The teaser: title, description and background image, with the cheapest price. */
export function DestinationTeaser({ teaser, cheapest, searchHref, formatPrice }: Props) {
  const intl = useIntl();
  const image = safeUrl(teaser.teaser_image);
  const price = cheapest?.offers[0]?.price.perPersonAmount;
  return (
    <section
      className="hs-seo-teaser"
      aria-label={teaser.teaser_title || undefined}
      // The image is decoration behind the text; a CSS url() never runs script.
      style={image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined}
    >
      <div className="hs-seo-teaser__text">
        {teaser.teaser_title && <p className="hs-seo-teaser__title">{teaser.teaser_title}</p>}
        {teaser.teaser_description && <p>{teaser.teaser_description}</p>}
        {price !== undefined && cheapest && (
          <Price
            label={intl.formatMessage({ id: 'resultlist.item.perPerson' })}
            amount={formatPrice(price, cheapest.hubCurrency)}
          />
        )}
        <Link className="hs-seo-button" to={searchHref}>
          <FormattedMessage id="seo.teaser.showOffers" />
        </Link>
      </div>
    </section>
  );
}

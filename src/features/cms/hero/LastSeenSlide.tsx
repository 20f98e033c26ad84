import { FormattedMessage, useIntl } from 'react-intl';
import { href } from '../../../config/routes';
import { Price } from '../../../ui/Price';
import { searchQueryOf, toSearchParams, useAppliedSearch, useDepartureLabels } from '../../search';
import { useMoney } from '../../shell';
import { countryPictureKey } from './countryPictures';
import type { ShownLastSeenSearch } from './heroRules';
import {
  SlideButton,
  SlideFrame,
  SlideTexts,
  useSlideTracking,
  type SlideProps,
} from './HeroSlide';

/**
 * The last-seen-search slide: the CMS slide's texts with the visitor's stored
 * search, its destination and departure airport, its per-person "from" price, a link back to
 * that search and a picture of the destination's country (from the slide's `countryImages`,
 * keyed by the country-name table; the slide's own image otherwise).
 */
export function LastSeenSlide({
  lastSeen,
  ...props
}: SlideProps & { lastSeen: ShownLastSeenSearch }) {
  const { shown, moduleId, locale, first } = props;
  const intl = useIntl();
  const money = useMoney();
  const fallbackSearch = useAppliedSearch();
  const { ref, onClick } = useSlideTracking(props);
  const { slide } = shown;
  const destination = lastSeen.destination?.name?.trim() || lastSeen.locationName?.trim();
  const { codeLabel } = useDepartureLabels();
  // The search stores what the mask reported: an airport code or a region group's key ('North'),
  // which is named here as the mask names it, in the visitor's language.
  const storedAirport = lastSeen.airport?.name?.trim();
  const airport = storedAirport ? codeLabel(storedAirport) : undefined;
  const pictureKey =
    countryPictureKey(lastSeen.destination?.name) ?? countryPictureKey(lastSeen.locationName);
  const image = (pictureKey && slide.countryImages?.[pictureKey]) || slide.image;
  const price = lastSeen.price?.perPersonAmount;
  const url = href(
    lastSeen.pageType,
    locale,
    {},
    toSearchParams(searchQueryOf(lastSeen.productSearch, fallbackSearch)),
  );
  return (
    <SlideFrame slide={slide} image={image} first={first} frameRef={ref}>
      <SlideTexts shown={shown} moduleId={moduleId} />
      {destination && <p className="hs-hero__place">{destination}</p>}
      {airport && (
        <p>
          <FormattedMessage id="cms.hero.lastSeenAirport" values={{ airport }} />
        </p>
      )}
      {typeof price === 'number' && price > 0 && (
        <p>
          <Price
            label={intl.formatMessage({ id: 'cms.hero.lastSeenFrom' })}
            amount={money(price)}
          />
        </p>
      )}
      <SlideButton shown={shown} moduleId={moduleId} locale={locale} url={url} onClick={onClick} />
    </SlideFrame>
  );
}

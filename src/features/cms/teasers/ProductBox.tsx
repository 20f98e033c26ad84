import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { TeaserItem } from '../../../api/types';
import { useHostConfig } from '../../../config/HostConfigContext';
import { Stars } from '../../../ui/Stars';
import { useTracking } from '../../analytics';
import { PriceBubble } from './PriceBubble';
import { firstField, TeaserText, type TeaserPlace } from './teaserPlace';
import { offerMiles, teaserPrice } from './teaserRules';

/** Whether a teaser has anything for its product box (hideProductBox hides all of it). */
export function hasProductBox(teaser: TeaserItem): boolean {
  if (teaser.hideProductBox) return false;
  return Boolean(
    teaser.offer ??
    firstField(
      teaser,
      'overrideDestination',
      'destinationName',
      'durationSubline',
      'overrideAdditionalInformation',
      'overrideBubbleText',
    ) ??
    (teaser.overrideBubblePrice !== undefined && !teaser.hidePrice),
  );
}

/**
 * The product box: destination, hotel, duration, the additional info line,
 * miles, the price bubble and the booking button given as `children`. It reports the product's
 * impression; the button reports its click through `onProductClick`.
 */
export function ProductBox({
  teaser,
  place,
  children,
}: {
  teaser: TeaserItem;
  place: TeaserPlace;
  children?: (onProductClick: () => void) => ReactNode;
}) {
  const { features } = useHostConfig();
  const offer = teaser.offer;
  const price = teaserPrice(teaser, offer);
  // Products fire product impression and click events (docs/rules/cms-modules.md,
  // "Teaser tracking").
  const { ref, onClick } = useTracking<HTMLDivElement>({
    kind: 'product',
    id: String(offer?.hotelId ?? place.trackAs.id),
    name: offer?.hotelName,
    list: 'cms',
    position: place.trackAs.position,
    price: price?.amount,
  });
  const destination = firstField(teaser, 'overrideDestination', 'destinationName');
  const room = offer?.rooms[0];
  return (
    <div className="hs-product" ref={offer ? ref : undefined}>
      <div>
        {destination && (
          <TeaserText
            teaser={teaser}
            place={place}
            name={destination}
            className="hs-product__destination"
          />
        )}
        {offer?.hotelName && (
          <p className="hs-product__name">
            {offer.hotelName} {offer.category ? <Stars category={offer.category} /> : null}
          </p>
        )}
        <TeaserText teaser={teaser} place={place} name="durationSubline" />
        {teaser.overrideAdditionalInformation ? (
          <TeaserText teaser={teaser} place={place} name="overrideAdditionalInformation" />
        ) : (
          offer && (
            <p>
              {[
                <FormattedMessage
                  key="stay"
                  id="cms.teaser.nights"
                  values={{ nights: offer.lengthOfStay }}
                />,
                room?.name,
                room?.board.name,
              ]
                .filter(Boolean)
                .flatMap((part, index) => (index ? [' · ', part] : [part]))}
            </p>
          )
        )}
        {offer && features.milesProgramme && (
          <p>
            <FormattedMessage
              id="cms.miles.earn"
              values={{ miles: <FormattedNumber value={offerMiles(offer)} /> }}
            />
          </p>
        )}
      </div>
      <PriceBubble teaser={teaser} place={place} price={price} />
      {children?.(onClick)}
    </div>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TeaserItem } from '../../../api/types';
import { SearchMaskSlot } from '../../search';
import { CmsLink } from '../../shell';
import { CmsPicture, type CmsImageSlot } from '../images/CmsPicture';
import { hasProductBox, ProductBox } from './ProductBox';
import { bookingLink, teaserLink, useToday, type TeaserTarget } from './teaserLinks';
import { firstField, TeaserText, useTeaserTracking, type TeaserPlace } from './teaserPlace';
import { textBlockClasses } from './teaserRules';
import './teaser.css';

function TeaserButton({
  teaser,
  place,
  target,
  onClick,
  fallback,
}: {
  teaser: TeaserItem;
  place: TeaserPlace;
  target: TeaserTarget | null;
  onClick: () => void;
  /** The button's text when the teaser has none: only a booking button has one. */
  fallback?: string;
}) {
  const text = firstField(teaser, 'overrideButtonText', 'buttonText');
  if (!target || teaser.hideBookButton || (!text && !fallback)) return null;
  return (
    <CmsLink
      className="hs-button"
      url={target.url}
      locale={place.locale}
      newTab={target.newTab}
      onClick={onClick}
    >
      {text ? (
        <TeaserText teaser={teaser} place={place} name={text} as="span" />
      ) : (
        <FormattedMessage id={fallback} />
      )}
    </CmsLink>
  );
}

export interface TeaserCardProps {
  teaser: TeaserItem;
  place: TeaserPlace;
  slot: CmsImageSlot;
  /** Full width, the text block over the image (destination and overlay teasers). */
  wide?: boolean;
  /** Type-specific content under the texts (the amenities list). */
  children?: ReactNode;
}

/**
 * A teaser with every content field: image, badge, texts, its link, the product box
 * with price and booking button, the search mask. Its button carries the link; when there is no
 * button (hideBookButton, no text) or the button books the offer, the headline carries the
 * teaser's own link.
 */
export function TeaserCard({ teaser, place, slot, wide, children }: TeaserCardProps) {
  const today = useToday();
  const { ref, onClick } = useTeaserTracking(
    place.trackAs.id,
    teaser.headline,
    place.trackAs.position,
  );
  const withBox = hasProductBox(teaser);
  const offer = withBox ? teaser.offer : undefined;
  const link = teaserLink(teaser);
  const booking = offer ? bookingLink(teaser, offer, place.locale, today) : null;
  const buttonText = firstField(teaser, 'overrideButtonText', 'buttonText');
  const buttonHasLink = !offer && link && buttonText && !teaser.hideBookButton;
  const Heading = place.level === 2 ? 'h2' : 'h3';
  const headline = teaser.headline && (
    <TeaserText teaser={teaser} place={place} name="headline" as="span" />
  );
  return (
    <article className={wide ? 'hs-teaser hs-teaser--wide' : 'hs-teaser'} ref={ref}>
      {(teaser.image ?? teaser.badgeText) && (
        <div className="hs-teaser__media">
          <CmsPicture image={teaser.image} slot={slot} />
          <TeaserText
            teaser={teaser}
            place={place}
            name="badgeText"
            as="span"
            className="hs-teaser__badge"
          />
        </div>
      )}
      <div className={textBlockClasses('hs-teaser__text', teaser)}>
        {headline && (
          <Heading>
            {link && !buttonHasLink ? (
              <CmsLink url={link.url} locale={place.locale} newTab={link.newTab} onClick={onClick}>
                {headline}
              </CmsLink>
            ) : (
              headline
            )}
          </Heading>
        )}
        <TeaserText
          teaser={teaser}
          place={place}
          name="subheadline"
          className="hs-teaser__subheadline"
        />
        <TeaserText
          teaser={teaser}
          place={place}
          name="postsubheadline"
          className="hs-teaser__post"
        />
        <TeaserText teaser={teaser} place={place} name="copytext" />
        {children}
        {withBox ? (
          <ProductBox teaser={teaser} place={place}>
            {(onProductClick) => (
              <TeaserButton
                teaser={teaser}
                place={place}
                target={offer ? booking : link}
                fallback={offer ? 'cms.teaser.toOffer' : undefined}
                onClick={() => {
                  onClick();
                  if (offer) onProductClick();
                }}
              />
            )}
          </ProductBox>
        ) : (
          <TeaserButton teaser={teaser} place={place} target={link} onClick={onClick} />
        )}
        {teaser.showSearchMask && <SearchMaskSlot />}
      </div>
    </article>
  );
}

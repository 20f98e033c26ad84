import { memo, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { HotelInfo } from '../../../../api/types';
import { Collapsible } from '../../../../ui/Collapsible';
import { SafeHtml } from '../../../../ui/SafeHtml';
import { orderedTextBlocks, type ShownTextBlock } from '../model/textBlocks';
import './hotelContent.css';

function TextBlock({ block }: { block: ShownTextBlock }) {
  return (
    <section className={`hs-hotel-block hs-hotel-block--${block.type}`}>
      {block.title && <h3>{block.title}</h3>}
      {/* CMS / server HTML: only ever through SafeHtml. */}
      <SafeHtml html={block.text} />
    </section>
  );
}

/**
 * A mobility warning is a note, read in place; it is not an alert on load
 * (docs/rules/hotel.md, "Texts").
 */
function MobilityWarning({ text }: { text: string }) {
  const headingId = useId();
  return (
    <div className="hs-hotel-note" role="note" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="hotel.mobility.heading" />
      </h3>
      <p>{text}</p>
    </div>
  );
}

/**
 * The hotel's texts: the intro, amenities and mobility warning in view, the other blocks in their
 * fixed order behind 'See all details' (docs/rules/hotel.md, "Texts").
 */
// Memoised: the hotel page redraws as each of its answers arrives; this part only when its own does.
export const HotelAbout = memo(function HotelAbout({ info }: { info: HotelInfo }) {
  const headingId = useId();
  const blocks = orderedTextBlocks(info.textBlocks ?? []);
  const intro = blocks.filter((block) => block.type === 'intro');
  const details = blocks.filter((block) => block.type !== 'intro');
  const amenities = (info.amenities ?? []).filter((amenity) => amenity.label);
  const warning = typeof info.mobilityWarning === 'string' ? info.mobilityWarning.trim() : '';

  return (
    <section className="hs-hotel-about" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="hotel.about.heading" />
      </h2>
      {intro.map((block, index) => (
        <TextBlock key={`intro-${index}`} block={block} />
      ))}
      {warning && <MobilityWarning text={warning} />}
      {amenities.length > 0 && (
        <section className="hs-hotel-amenities hs-hotel-block">
          <h3>
            <FormattedMessage id="hotel.amenities.heading" />
          </h3>
          <ul>
            {amenities.map((amenity, index) => (
              <li key={`${amenity.code}-${index}`}>{amenity.label}</li>
            ))}
          </ul>
        </section>
      )}
      {details.length > 0 && (
        <Collapsible title={<FormattedMessage id="hotel.headers.seeAllDetails" />}>
          {details.map((block, index) => (
            <TextBlock key={`${block.type}-${index}`} block={block} />
          ))}
        </Collapsible>
      )}
    </section>
  );
});

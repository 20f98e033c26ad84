import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GalleryDestination } from '../../../api/types';
import type { CountryGroup } from '../model/countryGroups';
import { DestinationCard } from './DestinationCard';
import './destinations.css';

export interface DestinationGalleryProps {
  groups: readonly CountryGroup[];
  hrefFor: (destination: GalleryDestination) => string;
  formatPrice: (amount: number) => string;
}

function CountrySection({
  group,
  hrefFor,
  formatPrice,
}: { group: CountryGroup } & Omit<DestinationGalleryProps, 'groups'>) {
  const headingId = useId();
  return (
    <section className="hs-dest-country" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.country || <FormattedMessage id="destinations.gallery.other" />}
      </h2>
      <ul className="hs-dest-grid">
        {group.destinations.map((destination) => (
          <li key={destination.id}>
            <DestinationCard
              destination={destination}
              href={hrefFor(destination)}
              formatPrice={formatPrice}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cards, one section per country, each a list of cards. */
export function DestinationGallery({ groups, hrefFor, formatPrice }: DestinationGalleryProps) {
  return (
    <>
      {groups.map((group) => (
        <CountrySection
          key={group.country}
          group={group}
          hrefFor={hrefFor}
          formatPrice={formatPrice}
        />
      ))}
    </>
  );
}

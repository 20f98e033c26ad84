import { FavouritesPage, type FavouriteCardProps } from '../../features/favourites';
import { HotelCardVertical, hotelCardFromResultItem } from '../../features/resultlist';
import { useShopLocale } from '../../features/shell';
import { useHostConfig } from '../../config/HostConfigContext';
import { NotFound } from '../NotFound';

/** A saved hotel shown as the result list's vertical card, with its heart to remove it. */
function FavouriteCard({ item, onRemove, ...card }: FavouriteCardProps) {
  const hotel = hotelCardFromResultItem(item);
  if (!hotel) return null;
  return (
    <HotelCardVertical
      {...card}
      hotel={hotel}
      perPerson
      headingLevel={3}
      list="favorites"
      favouritesEnabled
      isFavourite
      onToggleFavourite={onRemove}
    />
  );
}

/**
 * Without the favourites flag the page does not exist for the brand
 * (docs/rules/shell-and-routes.md, "The not-found view").
 */
export default function FavoritesRoute() {
  const config = useHostConfig();
  const locale = useShopLocale();
  return config.features.favourites ? (
    <FavouritesPage HotelCard={FavouriteCard} />
  ) : (
    <NotFound locale={locale} />
  );
}

import { FavouritesPage } from '../../features/favourites';
import { useAppSelector } from '../../store/hooks';
import { selectRoute } from '../../features/shell/shellSlice';
import { useHostConfig } from '../../config/HostConfigContext';
import { NotFound } from '../NotFound';

/**
 * Without the favourites flag the page does not exist for the brand
 * (docs/rules/shell-and-routes.md, "The not-found view").
 */
export default function FavoritesRoute() {
  const config = useHostConfig();
  const locale = useAppSelector(selectRoute).locale ?? config.locale;
  return config.features.favourites ? <FavouritesPage /> : <NotFound locale={locale} />;
}

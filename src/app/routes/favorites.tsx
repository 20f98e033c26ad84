import { PlaceholderPage } from '../PlaceholderPage';

export default function FavoritesRoute() {
  return <PlaceholderPage route="favorites" />;
}

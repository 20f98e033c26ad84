import { PlaceholderPage } from '../PlaceholderPage';

export default function ResultlistRoute() {
  return <PlaceholderPage route="resultlist" />;
}

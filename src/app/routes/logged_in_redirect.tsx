import { PlaceholderPage } from '../PlaceholderPage';

export default function LoggedInRedirectRoute() {
  return <PlaceholderPage route="logged_in_redirect" />;
}

import { PlaceholderPage } from '../PlaceholderPage';

export default function LoggedOutRedirectRoute() {
  return <PlaceholderPage route="logged_out_redirect" />;
}

import { PlaceholderPage } from '../PlaceholderPage';

export default function LoginRoute() {
  return <PlaceholderPage route="login" />;
}

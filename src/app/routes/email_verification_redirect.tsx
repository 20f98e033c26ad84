import { PlaceholderPage } from '../PlaceholderPage';

export default function EmailVerificationRedirectRoute() {
  return <PlaceholderPage route="email_verification_redirect" />;
}

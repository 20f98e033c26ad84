import { PlaceholderPage } from '../PlaceholderPage';

export default function VerificationRequiredRoute() {
  return <PlaceholderPage route="verification_required" />;
}

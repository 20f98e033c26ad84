import { VerificationRequiredPage } from '../../features/auth';
import { IdentityRoute } from '../IdentityRoute';

export default function VerificationRequiredRoute() {
  return <IdentityRoute page={VerificationRequiredPage} />;
}

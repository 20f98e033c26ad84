import { VerificationReturnPage } from '../../features/auth';
import { IdentityRoute } from '../IdentityRoute';

export default function EmailVerificationRedirectRoute() {
  return <IdentityRoute page={VerificationReturnPage} />;
}

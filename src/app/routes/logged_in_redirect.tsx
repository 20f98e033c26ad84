import { LoginReturnPage } from '../../features/auth';
import { IdentityRoute } from '../IdentityRoute';

export default function LoggedInRedirectRoute() {
  return <IdentityRoute page={LoginReturnPage} />;
}

import { LogoutReturnPage } from '../../features/auth';
import { IdentityRoute } from '../IdentityRoute';

export default function LoggedOutRedirectRoute() {
  return <IdentityRoute page={LogoutReturnPage} />;
}

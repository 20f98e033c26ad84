import { AccountPage } from '../../features/auth';
import { IdentityRoute } from '../IdentityRoute';

export default function LoginRoute() {
  return <IdentityRoute page={AccountPage} />;
}

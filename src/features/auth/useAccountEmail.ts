import { useEffect, useState } from 'react';
import { useHostConfig } from '../../config/HostConfigContext';
import { identityClient } from './identityClient';
import { authSettingsOf } from './useAuthFeature';

/**
 * The signed-in account's e-mail address, for the account page to show. Read from the identity
 * provider's client when the page shows and kept in the page only: addresses stay out of the
 * store (docs/rules/identity.md), where analytics and logs could reach them.
 */
export function useAccountEmail(signedIn: boolean): string | undefined {
  const config = useHostConfig();
  const [email, setEmail] = useState<string>();
  useEffect(() => {
    const settings = authSettingsOf(config);
    if (!signedIn || !settings) return;
    let active = true;
    identityClient(settings)
      .then((client) => client.getUser())
      .then(
        (claims) => active && setEmail(claims?.email),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [config, signedIn]);
  return signedIn ? email : undefined;
}

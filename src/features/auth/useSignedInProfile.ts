import { useEffect, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectAuthStatus } from './authSlice';
import { signedInProfile, type SignedInProfile } from './signedInIdentity';
import { useAuthFeature } from './useAuthFeature';

export type ProfileRead = { ready: false } | { ready: true; profile: SignedInProfile | null };

/**
 * The signed-in visitor's name and e-mail for a form's first values: ready at
 * once for brands without a login and for visitors not logged in, else once the provider answered.
 */
export function useSignedInProfile(): ProfileRead {
  const configured = useAuthFeature();
  const status = useAppSelector(selectAuthStatus);
  const [read, setRead] = useState<ProfileRead>({ ready: false });
  const authenticated = configured && status === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    let live = true;
    void signedInProfile().then((profile) => {
      if (live) setRead({ ready: true, profile });
    });
    return () => {
      live = false;
    };
  }, [authenticated]);
  if (!configured || status === 'notAuthenticated') return { ready: true, profile: null };
  return authenticated ? read : { ready: false };
}

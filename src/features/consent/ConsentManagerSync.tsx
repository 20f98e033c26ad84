import { Suspense } from 'react';
import { useHostConfig } from '../../config/HostConfigContext';
import { lazyChunk } from '../../lib/chunks';

const Connection = lazyChunk(
  () => import(/* webpackChunkName: "consent-manager" */ './ConsentManagerConnection'),
);

/**
 * Follows the host's consent manager when the host has one. Lazy, to keep the shell small: until
 * it has read the manager every service counts as undecided, so nothing loads early.
 */
export function ConsentManagerSync() {
  const { consentManager } = useHostConfig();
  return consentManager ? (
    <Suspense fallback={null}>
      <Connection manager={consentManager} />
    </Suspense>
  ) : null;
}

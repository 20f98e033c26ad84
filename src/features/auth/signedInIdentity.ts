import { startedIdentityClient, type IdentityClaims, type IdentityClient } from './identityClient';

/**
 * Reads of the signed-in identity for other features (checkout prefill and auth0Token, the
 * newsletter's bearer tokens and list). Tokens are handed to the one request that sends them and
 * are never kept in the store, in storage of the shop's own, in URLs or in logs
 * (docs/rules/identity.md, "Tokens only for the request that sends them").
 */
async function signedInClient(): Promise<IdentityClient | null> {
  const started = startedIdentityClient();
  if (!started) return null;
  try {
    const client = await started;
    return (await client.isAuthenticated()) ? client : null;
  } catch {
    return null;
  }
}

/** The raw ID token of the signed-in visitor (sent as infoForm.auth0Token), or null. */
export async function signedInIdToken(): Promise<string | null> {
  const client = await signedInClient();
  if (!client) return null;
  try {
    return (await client.getIdTokenClaims())?.__raw ?? null;
  } catch {
    return null;
  }
}

/** A bearer token of the signed-in visitor (the newsletter's X-Authorization), or null. */
export async function signedInAccessToken(): Promise<string | null> {
  const client = await signedInClient();
  if (!client) return null;
  try {
    return (await client.getTokenSilently()) ?? null;
  } catch {
    return null;
  }
}

export interface SignedInProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Given and family name when the provider has them; else the full name split at its last space. */
export function profileOf(claims: IdentityClaims): SignedInProfile {
  const profile: SignedInProfile = {};
  const full = claims.name?.trim() ?? '';
  const split = full.lastIndexOf(' ');
  const firstName = claims.given_name ?? (split > 0 ? full.slice(0, split) : undefined);
  const lastName = claims.family_name ?? (split > 0 ? full.slice(split + 1) : undefined);
  if (firstName) profile.firstName = firstName;
  if (lastName) profile.lastName = lastName;
  // An address that looks like a name (some providers copy it) is no name.
  if (profile.firstName?.includes('@')) delete profile.firstName;
  if (claims.email) profile.email = claims.email;
  return profile;
}

/** The signed-in visitor's claims, or null for nobody. */
async function signedInClaims(): Promise<IdentityClaims | null> {
  const client = await signedInClient();
  if (!client) return null;
  try {
    return (await client.getUser()) ?? null;
  } catch {
    return null;
  }
}

/** What the signed-in visitor may have prefilled in the checkout, or null for nobody. */
export async function signedInProfile(): Promise<SignedInProfile | null> {
  const claims = await signedInClaims();
  return claims ? profileOf(claims) : null;
}

/** The signed-in visitor's newsletter metadata (the newsletter flag and list_id), or null. */
export async function signedInNewsletterMetadata(): Promise<{
  listId: string | null;
  newsletter: boolean;
} | null> {
  const metadata = (await signedInClaims())?.user_metadata;
  return metadata
    ? { listId: metadata.list_id ?? null, newsletter: metadata.newsletter === true }
    : null;
}

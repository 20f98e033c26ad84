import { Buffer } from 'node:buffer';
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

let signingKey: SigningKey | undefined;

/**
 * The provider's RS256 key pair (the SDK accepts no other algorithm), made on first use and kept
 * for the life of the process: tokens stay verifiable across resetDemoState().
 */
function key(): SigningKey {
  if (signingKey) return signingKey;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  // RFC 7638 thumbprint: the required members in lexicographic order.
  const thumbprint = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  const kid = createHash('sha256').update(thumbprint).digest('base64url');
  signingKey = {
    kid,
    privateKey,
    publicJwk: { ...jwk, kid, use: 'sig', alg: 'RS256' },
  };
  return signingKey;
}

/** The JSON Web Key Set served at /.well-known/jwks.json. */
export function jwks(): { keys: Record<string, unknown>[] } {
  return { keys: [key().publicJwk] };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS of `payload`, signed with RS256 and naming the key it was signed with. */
export function signJwt(payload: Record<string, unknown>): string {
  const { kid, privateKey } = key();
  const input = `${base64url({ alg: 'RS256', typ: 'JWT', kid })}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(input), privateKey).toString('base64url');
  return `${input}.${signature}`;
}

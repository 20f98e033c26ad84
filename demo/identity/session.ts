import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { state } from '../handlers/state';
import { sessionCookie } from './paths';

/** One cookie of the request, decoded; undefined when it is absent or malformed. */
export function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The logged-in user of the provider's session cookie, and when they logged in. */
export function sessionOf(req: Request): { userId: string; authTime: number } | undefined {
  const id = cookieOf(req, sessionCookie);
  return id ? state.identity.sessions.get(id) : undefined;
}

/** Logs `userId` in: a new session and its cookie; returns the login time (seconds). */
export function startSession(res: Response, userId: string): number {
  const id = randomBytes(18).toString('base64url');
  const authTime = Math.floor(Date.now() / 1000);
  state.identity.sessions.set(id, { userId, authTime });
  res.append(
    'Set-Cookie',
    // Path=/: the endpoints at the origin's root (identityRootPaths) read the session too.
    `${sessionCookie}=${id}; Path=/; HttpOnly; SameSite=Lax`,
  );
  return authTime;
}

/** Forgets the request's session on the server (a new login replaces it). */
export function forgetSession(req: Request): void {
  const id = cookieOf(req, sessionCookie);
  if (id) state.identity.sessions.delete(id);
}

/** Logs out: the session is forgotten and its cookie cleared. */
export function endSession(req: Request, res: Response): void {
  forgetSession(req);
  res.append('Set-Cookie', `${sessionCookie}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}

import type { Request, Response } from 'express';
import { browserBundle, type BundleEntry } from './browserBundle';

/** How a stand-in answers a GET or HEAD of one of its paths. */
export type Read = (req: Request, res: Response) => void;

/**
 * Whether the request's method is one of `methods`; when it is not, the request has been answered
 * with 405 and the methods that are.
 */
export function methodAllowed(req: Request, res: Response, methods: readonly string[]): boolean {
  if (methods.includes(req.method)) return true;
  res.status(405).set('Allow', methods.join(', ')).type('text/plain').send('Method not allowed');
  return false;
}

/** The request's query as the browser sent it (Express's parsed `req.query` may hold arrays). */
export function searchOf(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://demo.invalid').searchParams;
}

/**
 * A script built on request by `build`, named in the logs and the 500 answer by its stand-in
 * ('maps', 'card', …) when the build fails.
 */
export function scriptRead(standIn: string, build: (req: Request) => string): Read {
  return (req, res) => {
    let text: string;
    try {
      text = build(req);
    } catch (error) {
      console.error(`The demo ${standIn} stand-in could not be built:`, error);
      res.status(500).type('text/plain').send(`The demo ${standIn} stand-in could not be built.`);
      return;
    }
    res.set('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(text);
  };
}

/** One of a stand-in's browser bundles, as it is built (demo/server/browserBundle.ts). */
export function bundleRead(standIn: string, entry: BundleEntry): Read {
  return scriptRead(standIn, () => browserBundle(entry));
}

/** A stand-in's check page at `path` and its bundle beside it at `path`.js. */
export function harnessReads(
  standIn: string,
  harness: { path: string; page: () => string; bundle: BundleEntry },
): Record<string, Read> {
  return {
    [harness.path]: (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(harness.page());
    },
    [`${harness.path}.js`]: bundleRead(standIn, harness.bundle),
  };
}

/** Answers a read of a stand-in's path: 405 for methods other than GET and HEAD, 404 if unserved. */
export function serveRead(req: Request, res: Response, read: Read | undefined): void {
  if (!methodAllowed(req, res, ['GET', 'HEAD'])) return;
  if (read) read(req, res);
  else res.status(404).type('text/plain').send('Not found');
}

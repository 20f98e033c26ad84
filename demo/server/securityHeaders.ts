import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * The security headers of the demo host (docs/rules/security-policy.md). Every answer is sent with
 * `nosniff` and a referrer policy that gives other origins the origin only; the brand pages also
 * carry the strict content security policy the shop runs under.
 */
export function baseSecurityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
}

/** A fresh nonce per page: it lets the brand page's own inline script and style run, nothing else. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy a brand page is served with: the shop's scripts and stylesheets come from the asset
 * origin (here the demo host itself, as do the demo's stand-ins for maps, reCAPTCHA, card fields
 * and identity); the host's own inline config script and style block carry the page's nonce. No
 * 'unsafe-inline', no plugins, no <base>. README, "Content Security Policy", lists what a brand
 * host adds for the real providers.
 */
export function brandPagePolicy(nonce: string): string {
  return [
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The host page with the nonce on its inline <script> and <style> elements (those without src),
 * as a brand's page template would render them. Data blocks (JSON-LD) are not run and need none.
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(
      /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)(?=[\s>])/g,
      `<script nonce="${nonce}"`,
    )
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
}

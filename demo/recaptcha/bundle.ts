import path from 'node:path';
import type { BundleEntry } from '../server/browserBundle';

/** The stand-in's browser bundles, built on first request (demo/server/browserBundle.ts). */
export const recaptchaBundles = {
  /** The grecaptcha stand-in; its IIFE leaves `demoRecaptchaStandIn.boot` in a local variable. */
  standIn: { file: path.join(__dirname, 'client', 'index.ts'), globalName: 'demoRecaptchaStandIn' },
  /** The check page: the shop's RecaptchaField on the stand-in. */
  harness: { file: path.join(__dirname, 'harness', 'index.tsx') },
} satisfies Record<string, BundleEntry>;

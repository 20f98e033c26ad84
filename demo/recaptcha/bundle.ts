import path from 'node:path';
import { browserBundle } from '../server/browserBundle';

/** Browser bundles the stand-in builds on first request and keeps in memory. */
const entries = {
  /** The grecaptcha stand-in; its IIFE leaves `demoRecaptchaStandIn.boot` in a local variable. */
  standIn: { file: path.join(__dirname, 'client', 'index.ts'), globalName: 'demoRecaptchaStandIn' },
  /** The check page: the shop's RecaptchaField on the stand-in. */
  harness: { file: path.join(__dirname, 'harness', 'index.tsx'), globalName: undefined },
} as const;

export type RecaptchaBundleName = keyof typeof entries;

/** Browser bundle of one of the stand-in's entries (demo/server/browserBundle.ts). */
export function recaptchaBundle(name: RecaptchaBundleName): string {
  const entry = entries[name];
  return browserBundle(entry.file, entry.globalName);
}

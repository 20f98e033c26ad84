import { readHostGlobal } from './config/hostGlobal';

declare let __webpack_public_path__: string;

/**
 * Imported first by the entry: lazy chunks load from the host-given asset base (a CDN, say).
 * Without one, webpack's 'auto' public path finds the chunks next to the entry script.
 */
const raw = readHostGlobal() as { assetBase?: unknown } | undefined;
if (typeof raw?.assetBase === 'string' && raw.assetBase !== '') {
  __webpack_public_path__ = raw.assetBase.endsWith('/') ? raw.assetBase : `${raw.assetBase}/`;
}

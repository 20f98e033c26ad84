import { checkKey } from './auth';
import { createNamespace } from './namespace';

/** The script's query, handed over by the demo host (demo/maps/scriptText.ts). */
export interface BootParams {
  key?: string;
  callback?: string;
  language?: string;
  region?: string;
  libraries?: string;
  v?: string;
}

type Namespace = Record<string, unknown>;
type MapsWindow = Window & { google?: { maps?: Namespace } };

/** The libraries the stand-in serves; each resolves to the whole namespace. */
const libraries = new Set(['core', 'maps']);

/** `google.maps.__ib__` (the loader's bootstrap) or a global function name, as Google accepts. */
function findCallback(path: string): unknown {
  let target: unknown = window;
  for (const part of path.split('.')) {
    if (target === null || (typeof target !== 'object' && typeof target !== 'function'))
      return undefined;
    target = (target as Record<string, unknown>)[part];
  }
  return target;
}

/**
 * Defines google.maps on the page (into the object the loader's bootstrap already made, which
 * holds on to it), then calls the callback named in the query, as Google's script does.
 */
export function boot(params: BootParams): void {
  const page = window as MapsWindow;
  const google = (page.google ??= {});
  const maps = (google.maps ??= {});
  if (maps.version && String(maps.version).endsWith('-demo')) {
    console.warn('You have included the demo Maps stand-in multiple times on this page.');
  } else {
    Object.assign(maps, createNamespace());
    maps.importLibrary = (name: string) =>
      libraries.has(name)
        ? Promise.resolve(maps)
        : Promise.reject(new Error(`The library ${name} is unknown.`));
    checkKey(params.key);
  }
  if (!params.callback) return;
  const callback = findCallback(params.callback);
  if (typeof callback === 'function') (callback as () => void)();
  else console.error(`Demo Maps stand-in: callback ${params.callback} is not a function.`);
}

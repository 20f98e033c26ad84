// The layers of src/ and the boundaries between features, as import-x zones (README, "Architecture").
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The features, lowest first: a feature may import only features listed before it, so the
 * features form no cycle. A new feature must be placed here.
 */
export const featureOrder = [
  'shell',
  'consent',
  'analytics',
  'recaptcha',
  'auth',
  'map',
  'search',
  'favourites',
  'hotel',
  'resultlist',
  'destinations',
  'seo',
  'checkout',
  'voucher',
  'forms',
  'cms',
];

/** The layers below the features: they import none of features/, app/ or store/. */
const lowerLayers = ['lib', 'ui', 'api', 'config', 'i18n', 'vendor'];

/** Files that are test code: they may also reach into another feature's testing/ helpers. */
export const testFiles = ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/features/**/testing/**'];

function featuresOnDisk() {
  return readdirSync(resolve(projectRoot, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Everything in src/ outside one feature. */
const outside = (feature) => [
  `./src/features/!(${feature})/**`,
  './src/!(features)/**',
  './src/*.{ts,tsx}',
];

function entryZones(feature, { tests }) {
  return {
    target: outside(feature),
    from: `./src/features/${feature}/**`,
    except: [
      `**/src/features/${feature}/index.ts`,
      ...(tests ? [`**/src/features/${feature}/testing/**`] : []),
    ],
    message: `Import features/${feature} through its index.ts${tests ? ' (or its testing/ helpers)' : ''}.`,
  };
}

function orderZone(feature, index) {
  const above = featureOrder.slice(index + 1);
  return {
    target: `./src/features/${feature}/**`,
    from: above.map((other) => `./src/features/${other}/**`),
    message: `features/${feature} may import only features listed before it in config/eslint.boundaries.mjs; compose the two in app/ or move the shared part lower.`,
  };
}

/** The zones for shipped code (tests: only the entry points, with their helpers). */
export function boundaryZones({ tests = false } = {}) {
  const missing = featuresOnDisk().filter((feature) => !featureOrder.includes(feature));
  if (missing.length) {
    throw new Error(
      `Place these features in featureOrder (config/eslint.boundaries.mjs): ${missing}`,
    );
  }
  const entries = featureOrder.map((feature) => entryZones(feature, { tests }));
  if (tests) return entries;
  return [
    {
      target: lowerLayers.map((layer) => `./src/${layer}/**`),
      from: ['./src/features/**', './src/app/**', './src/store/**'],
      message: 'lib, ui, api, config and i18n sit below the features, the store and the app.',
    },
    {
      target: ['./src/features/**', './src/store/**'],
      from: ['./src/app/**'],
      message: 'Only the app composes: nothing below it imports app/.',
    },
    {
      target: './src/features/**',
      from: ['./src/store/{makeStore,storeInstance,rootSaga}.ts'],
      message:
        'Features use the store through its hooks, saga helpers, load lifecycle, root reducer (to inject a lazy slice) and useFeatureSaga; never its composition.',
    },
    ...entries,
    ...featureOrder.slice(0, -1).map(orderZone),
  ];
}

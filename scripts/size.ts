/**
 * `npm run size`, in two steps.
 *
 * 1. A fast static count: builds the production bundle with webpack's Node API into a private
 *    directory and prints the gzipped JavaScript each named route needs by its chunk groups
 *    (shell + route chunk group + the German catalogue of the default locale). It fails when
 *    anything is over budget, when a package that belongs in a lazy chunk sits in the shell, or
 *    when a named route has no chunk of its own.
 * 2. The browser measure (scripts/sizeInBrowser.ts): the production build in dist/ (from
 *    `npm run build`), loaded page by page in Chromium from the demo host, counting every script
 *    the browser fetched until the page settled, lazy parts of the shell included.
 *
 * Exits 1 when either step finds a problem. `npm run size -- --browser` runs the second alone.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Chunk, type Configuration, type Module, type Stats } from 'webpack';
import makeConfig from '../webpack.config';
import { measureInBrowser } from './sizeInBrowser';
import { routeNames } from '../src/config/routeTable';
import {
  defaultCatalogueGroup,
  packagesNotInShell,
  routeGroupPrefix,
  sizeBudgets,
} from './sizeBudgets';
import {
  buildRows,
  forbiddenPackages,
  formatTable,
  largestPackages,
  overBudget,
  pagesOverTarget,
  routesWithoutChunk,
  type LoadGroups,
} from './sizeReport';

const root = path.resolve(__dirname, '..');
const entryName = 'shop';

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (!stats) reject(new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

/** Every module in `modules` with its resource path, the parts of concatenated ones included. */
function flattenModules(modules: Iterable<Module>): { path: string; bytes: number }[] {
  return [...modules].flatMap((module) => {
    const inner = (module as Module & { modules?: Iterable<Module> }).modules;
    if (inner) return flattenModules(inner);
    return [{ path: module.nameForCondition() ?? module.identifier(), bytes: module.size() }];
  });
}

async function staticCount(): Promise<number> {
  // A private output directory: measuring never replaces the dist/ a running demo host serves.
  const outDir = mkdtempSync(path.join(tmpdir(), 'holiday-shop-size-'));
  try {
    const config = makeConfig({}, { mode: 'production' });
    config.output = { ...config.output, path: outDir };
    console.log('Building the production bundle to measure it…');
    const stats = await compile(config);
    if (stats.hasErrors()) {
      console.error(stats.toString({ all: false, errors: true, colors: false }));
      console.error('size: the production build failed.');
      return 1;
    }
    const { compilation } = stats;
    const jsFiles = (chunks: Iterable<Chunk>) =>
      [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))].filter((file) =>
        file.endsWith('.js'),
      );

    const entry = compilation.entrypoints.get(entryName);
    const catalogue = compilation.namedChunkGroups.get(defaultCatalogueGroup);
    if (!entry || !catalogue) {
      console.error(
        `size: no '${entryName}' entry or no '${defaultCatalogueGroup}' chunk group in the build.`,
      );
      return 1;
    }
    const routes: Record<string, string[]> = {};
    const lazy: Record<string, string[]> = {};
    for (const [name, group] of compilation.namedChunkGroups) {
      if (name.startsWith(routeGroupPrefix)) {
        routes[name.slice(routeGroupPrefix.length)] = jsFiles(group.chunks);
      } else if (name !== entryName && name !== defaultCatalogueGroup) {
        lazy[name] = jsFiles(group.chunks);
      }
    }
    for (const [prefix, area] of Object.entries(sizeBudgets.routeMessageAreas)) {
      for (const name of Object.keys(routes).filter((route) => route.startsWith(prefix))) {
        routes[name] = [...new Set([...(routes[name] ?? []), ...(lazy[area] ?? [])])];
      }
    }
    const groups: LoadGroups = {
      shell: jsFiles(entry.chunks),
      catalogue: jsFiles(catalogue.chunks),
      routes,
      lazy,
    };

    const gzipCache = new Map<string, number>();
    const gzipBytes = (file: string): number => {
      let bytes = gzipCache.get(file);
      if (bytes === undefined) {
        bytes = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
        gzipCache.set(file, bytes);
      }
      return bytes;
    };
    const rows = buildRows(groups, gzipBytes, sizeBudgets);
    console.log(`\nGzipped JavaScript per route on first load (gzip -9, locale de-de):\n`);
    console.log(formatTable(rows));
    console.log(
      '\nOwn: bytes beyond shell and catalogue. (lazy) rows are named chunks loaded on demand ' +
        '(footer HTML, mobile menu, other languages): shown, not budgeted.',
    );
    writeFileSync(path.join(root, '.size-stats.json'), `${JSON.stringify(rows, null, 2)}\n`);

    const problems = overBudget(rows);
    const shellModules = entry.chunks.flatMap((chunk) =>
      flattenModules(compilation.chunkGraph.getChunkModules(chunk)),
    );
    if (rows[0] && problems.some((problem) => problem.startsWith(rows[0]!.name))) {
      console.error(
        '\nLargest parts of the shell (module source bytes, before tree shaking and minification):',
      );
      for (const { name, bytes } of largestPackages(shellModules, 10)) {
        console.error(`  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${name}`);
      }
    }
    const shellPaths = shellModules.map((module) => module.path);
    for (const [name, modulePath] of forbiddenPackages(shellPaths, packagesNotInShell)) {
      problems.push(
        `${name} is in the shell (${path.relative(root, modulePath)}); import it from a lazy chunk`,
      );
    }
    for (const name of routesWithoutChunk(routeNames, Object.keys(routes))) {
      problems.push(`route '${name}' has no chunk group '${routeGroupPrefix}${name}'`);
    }
    if (problems.length > 0) {
      console.error(`\nsize: FAILED\n- ${problems.join('\n- ')}`);
      return 1;
    }
    console.log(
      `\nsize: every route is within budget; none of ${packagesNotInShell.join(', ')} is in the shell.`,
    );
    return 0;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const browserOnly = process.argv.includes('--browser');
  const staticResult = browserOnly ? 0 : await staticCount();
  console.log('\nMeasuring the production build in dist/ in Chromium…');
  const { rows, problems } = await measureInBrowser();
  if (problems.length > 0) {
    console.error(`\nsize (browser): FAILED\n- ${problems.join('\n- ')}`);
    return 1;
  }
  const aboveTarget = pagesOverTarget(rows).length;
  console.log(
    aboveTarget > 0
      ? `size (browser): every page is within its limit; ${aboveTarget} still above target.`
      : 'size (browser): every page is within its budget.',
  );
  return staticResult;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('size: could not measure the bundle:', error);
    process.exitCode = 1;
  },
);

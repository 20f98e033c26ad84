import type { SizeBudgets } from './sizeBudgets';

/** The pure half of `npm run size`: what a first load needs, against which budget, as a table. */

export interface LoadGroups {
  /** JavaScript files of the entry chunks. */
  shell: readonly string[];
  /** JavaScript files of the default locale's catalogue chunk group. */
  catalogue: readonly string[];
  /** JavaScript files of each route's chunk group, by route name. */
  routes: Readonly<Record<string, readonly string[]>>;
  /** Other named lazy chunk groups (footer HTML, mobile menu, other languages): shown, not budgeted. */
  lazy?: Readonly<Record<string, readonly string[]>>;
}

export interface SizeRow {
  name: string;
  /** Gzipped bytes this row adds on its own (a route: files beyond shell and catalogue). */
  ownBytes: number;
  /** Gzipped bytes of the whole first load this row stands for. */
  totalBytes: number;
  /** Budget for `totalBytes` in KiB; null for an informational row. */
  budgetKiB: number | null;
}

export const kib = (bytes: number): number => bytes / 1024;

/** The static budget of a route; null for a route the browser measure holds to its budget. */
export function routeBudget(routeName: string, budgets: SizeBudgets): number | null {
  if (budgets.measuredInBrowser.includes(routeName)) return null;
  const own = budgets.routes[routeName];
  if (own !== undefined) return own;
  return routeName.startsWith(budgets.checkoutPrefix)
    ? budgets.checkoutRoutes
    : budgets.otherRoutes;
}

function sum(files: Iterable<string>, gzipBytes: (file: string) => number): number {
  let total = 0;
  for (const file of files) total += gzipBytes(file);
  return total;
}

/** One row for the shell, one for the catalogue, then one per route (first load, deduplicated). */
export function buildRows(
  groups: LoadGroups,
  gzipBytes: (file: string) => number,
  budgets: SizeBudgets,
): SizeRow[] {
  const base = new Set([...groups.shell, ...groups.catalogue]);
  const baseBytes = sum(base, gzipBytes);
  const catalogueOnly = groups.catalogue.filter((file) => !groups.shell.includes(file));
  const rows: SizeRow[] = [
    {
      name: 'shell (entry)',
      ownBytes: sum(groups.shell, gzipBytes),
      totalBytes: sum(groups.shell, gzipBytes),
      budgetKiB: budgets.shell,
    },
    {
      name: 'catalogue (de)',
      ownBytes: sum(catalogueOnly, gzipBytes),
      totalBytes: baseBytes,
      budgetKiB: null,
    },
  ];
  const ownBytesOf = (files: readonly string[] | undefined) =>
    sum(new Set((files ?? []).filter((file) => !base.has(file))), gzipBytes);
  for (const name of Object.keys(groups.routes).sort()) {
    const ownBytes = ownBytesOf(groups.routes[name]);
    rows.push({
      name,
      ownBytes,
      totalBytes: baseBytes + ownBytes,
      budgetKiB: routeBudget(name, budgets),
    });
  }
  for (const name of Object.keys(groups.lazy ?? {}).sort()) {
    const ownBytes = ownBytesOf(groups.lazy?.[name]);
    rows.push({
      name: `(lazy) ${name}`,
      ownBytes,
      totalBytes: baseBytes + ownBytes,
      budgetKiB: null,
    });
  }
  return rows;
}

/** Readable messages for every row over its budget; empty when all fit. */
export function overBudget(rows: readonly SizeRow[]): string[] {
  return rows
    .filter((row) => row.budgetKiB !== null && kib(row.totalBytes) > row.budgetKiB)
    .map(
      (row) =>
        `${row.name}: ${kib(row.totalBytes).toFixed(1)} KiB gzip is over its budget of ` +
        `${row.budgetKiB} KiB by ${(kib(row.totalBytes) - (row.budgetKiB ?? 0)).toFixed(1)} KiB`,
    );
}

export function formatTable(rows: readonly SizeRow[]): string {
  const header = ['Route', 'Own KiB', 'First load KiB', 'Budget KiB', 'Status'];
  const body = rows.map((row) => [
    row.name,
    kib(row.ownBytes).toFixed(1),
    kib(row.totalBytes).toFixed(1),
    row.budgetKiB === null ? '-' : String(row.budgetKiB),
    row.budgetKiB === null ? '' : kib(row.totalBytes) > row.budgetKiB ? 'OVER' : 'ok',
  ]);
  return alignedTable(header, body);
}

/**
 * Which of `packages` appear among `modulePaths` (module resources of the entry chunks).
 * Returns package name -> first module path seen, so the message can point at it.
 */
export function forbiddenPackages(
  modulePaths: Iterable<string>,
  packages: readonly string[],
): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = packages.map((name) => ({
    name,
    pattern: new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/]`),
  }));
  for (const modulePath of modulePaths) {
    for (const { name, pattern } of patterns) {
      if (!found.has(name) && pattern.test(modulePath)) found.set(name, modulePath);
    }
  }
  return found;
}

/** Named routes without a `route-<name>` chunk group: each route must be its own lazy chunk. */
export function routesWithoutChunk(
  routeNames: readonly string[],
  groupRouteNames: readonly string[],
): string[] {
  const present = new Set(groupRouteNames);
  return routeNames.filter((name) => !present.has(name));
}

/** The package a module path belongs to ('src' for the shop's own code). */
export function packageOf(modulePath: string): string {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(modulePath);
  return match ? match[1]!.replace('\\', '/') : 'src';
}

/** Module source bytes by package, largest first: where to look when the shell is over budget. */
export function largestPackages(
  modules: Iterable<{ path: string; bytes: number }>,
  limit: number,
): { name: string; bytes: number }[] {
  const byPackage = new Map<string, number>();
  for (const { path, bytes } of modules) {
    const name = packageOf(path);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  return [...byPackage]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}

/* The browser measure: what a real first load of a page fetched, until the page had settled. */

/** One JavaScript response a page load received. */
export interface LoadedScript {
  /** Path of the response's address (no origin, no query). */
  path: string;
  /** gzip -9 of the bytes received (decoded), so brotli and plain answers count alike. */
  gzipBytes: number;
  /** A `<link rel=prefetch>` download for later use, not run by this load. */
  prefetch: boolean;
}

export interface PageLoad {
  page: string;
  /** The address measured, as loaded (after redirects). */
  path: string;
  scripts: readonly LoadedScript[];
  /** The stylesheets the page linked (CSS, not JavaScript: shown beside the budget, not in it). */
  stylesheets?: readonly { path: string; gzipBytes: number }[];
}

export interface PageSizeRow {
  page: string;
  path: string;
  /** The shop's own JavaScript (bundle and chunks from `assetsPrefix`): what the budget covers. */
  shopBytes: number;
  /** Scripts of the host page and of third parties (consent manager, card provider): shown only. */
  otherBytes: number;
  /** The shop's stylesheets (CSS from `assetsPrefix`), each once: shown only, not JavaScript. */
  cssBytes: number;
  /** Chunks prefetched for later pages: shown only, they load at idle priority and do not run. */
  prefetchBytes: number;
  /** The limit that fails the run; null for a page shown without one. */
  budgetKiB: number | null;
  /** Where the page has to get to, when the enforced limit is still above it; else null. */
  targetKiB: number | null;
  /** Shop files that ran on this load, largest first. */
  shopFiles: { path: string; gzipBytes: number }[];
  otherFiles: { path: string; gzipBytes: number }[];
}

/**
 * Sums one page load: each file once (a script fetched twice, or fetched after its prefetch,
 * counts once, as run). The shop's files are those under `assetsPrefix`.
 */
export function summarisePageLoad(
  load: PageLoad,
  assetsPrefix: string,
  budgetKiB: number | null,
  targetKiB: number | null = null,
): PageSizeRow {
  const ran = new Map<string, number>();
  const prefetched = new Map<string, number>();
  for (const script of load.scripts) {
    (script.prefetch ? prefetched : ran).set(script.path, script.gzipBytes);
  }
  for (const file of ran.keys()) prefetched.delete(file);
  const files = (entries: Iterable<[string, number]>) =>
    [...entries]
      .map(([path, gzipBytes]) => ({ path, gzipBytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path));
  const shopFiles = files([...ran].filter(([file]) => file.startsWith(assetsPrefix)));
  const otherFiles = files([...ran].filter(([file]) => !file.startsWith(assetsPrefix)));
  const total = (list: { gzipBytes: number }[]) =>
    list.reduce((sum, file) => sum + file.gzipBytes, 0);
  const css = new Map(
    (load.stylesheets ?? [])
      .filter((sheet) => sheet.path.startsWith(assetsPrefix))
      .map((sheet) => [sheet.path, sheet.gzipBytes]),
  );
  return {
    page: load.page,
    path: load.path,
    shopBytes: total(shopFiles),
    otherBytes: total(otherFiles),
    cssBytes: [...css.values()].reduce((sum, bytes) => sum + bytes, 0),
    prefetchBytes: total(files(prefetched)),
    budgetKiB,
    targetKiB,
    shopFiles,
    otherFiles,
  };
}

/** Readable messages for every page over its budget; empty when all fit. */
export function pagesOverBudget(rows: readonly PageSizeRow[]): string[] {
  return rows
    .filter((row) => row.budgetKiB !== null && kib(row.shopBytes) > row.budgetKiB)
    .map(
      (row) =>
        `${row.page} (${row.path}): ${kib(row.shopBytes).toFixed(1)} KiB gzip is over its ` +
        `budget of ${row.budgetKiB} KiB by ${(kib(row.shopBytes) - (row.budgetKiB ?? 0)).toFixed(1)} KiB`,
    );
}

/** Readable notes for every page still above its target (reported, not failing). */
export function pagesOverTarget(rows: readonly PageSizeRow[]): string[] {
  return rows
    .filter((row) => row.targetKiB !== null && kib(row.shopBytes) > row.targetKiB)
    .map(
      (row) =>
        `${row.page}: ${kib(row.shopBytes).toFixed(1)} KiB gzip, ` +
        `${(kib(row.shopBytes) - (row.targetKiB ?? 0)).toFixed(1)} KiB above its target of ${row.targetKiB} KiB`,
    );
}

/**
 * A short name for a chunk from the sources its source map lists: the packages in it, else the
 * shop's folders (two levels under src/), the largest share first as listed.
 */
export function chunkLabel(sources: readonly string[], limit = 3): string {
  const packages = new Set<string>();
  const folders = new Set<string>();
  for (const source of sources) {
    const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(source);
    if (pkg) {
      packages.add(pkg[1]!.replace('\\', '/'));
      continue;
    }
    const own = /(?:^|[\\/])src[\\/](.+)$/.exec(source);
    if (own) {
      const parts = own[1]!.split(/[\\/]/);
      folders.add(parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/'));
    }
  }
  const names = [...packages, ...folders];
  if (names.length === 0) return '';
  const shown = names.slice(0, limit).join(', ');
  return names.length > limit ? `${shown} +${names.length - limit}` : shown;
}

/** The summary table of the browser measure: one line per page. */
export function formatPageTable(rows: readonly PageSizeRow[]): string {
  const header = [
    'Page',
    'Shop KiB',
    'Budget KiB',
    'Status',
    'Target KiB',
    'Host/3rd KiB',
    'Prefetch KiB',
    'Shop CSS KiB',
  ];
  const body = rows.map((row) => [
    row.page,
    kib(row.shopBytes).toFixed(1),
    row.budgetKiB === null ? '-' : String(row.budgetKiB),
    row.budgetKiB === null ? '' : kib(row.shopBytes) > row.budgetKiB ? 'OVER' : 'ok',
    row.targetKiB === null ? '-' : String(row.targetKiB),
    kib(row.otherBytes).toFixed(1),
    kib(row.prefetchBytes).toFixed(1),
    kib(row.cssBytes).toFixed(1),
  ]);
  return alignedTable(header, body);
}

/** Every file of a page load with its size and label, the shop's first. */
export function formatPageFiles(row: PageSizeRow, labelOf: (path: string) => string): string {
  const line = (file: { path: string; gzipBytes: number }, note = '') => {
    const label = labelOf(file.path);
    const name = `${file.path}${note}`;
    return `  ${kib(file.gzipBytes).toFixed(1).padStart(6)}  ${name}${label ? `  (${label})` : ''}`;
  };
  return [
    `${row.page}: ${row.path}`,
    ...row.shopFiles.map((file) => line(file)),
    ...row.otherFiles.map((file) => line(file, ' [host/3rd]')),
  ].join('\n');
}

function alignedTable(header: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...body.map((cells) => cells[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

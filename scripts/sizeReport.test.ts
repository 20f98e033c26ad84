/** @jest-environment node */
import type { SizeBudgets } from './sizeBudgets';
import {
  buildRows,
  forbiddenPackages,
  formatTable,
  largestPackages,
  overBudget,
  routeBudget,
  routesWithoutChunk,
} from './sizeReport';

const budgets: SizeBudgets = {
  shell: 10,
  routes: { homepage: 12 },
  checkoutPrefix: 'checkout_',
  checkoutRoutes: 14,
  otherRoutes: 20,
  routeMessageAreas: {},
};

const KiB = 1024;
const gzipBytes: Record<string, number> = {
  'shop.js': 8 * KiB,
  'chunks/messages-de.js': 1 * KiB,
  'chunks/vendor-shared.js': 2 * KiB,
  'chunks/route-homepage.js': 4 * KiB,
  'chunks/route-checkout_info.js': 3 * KiB,
  'chunks/route-favorites.js': 1 * KiB,
};
const sizeOf = (file: string) => gzipBytes[file] ?? 0;

const groups = {
  shell: ['shop.js'],
  catalogue: ['chunks/messages-de.js'],
  routes: {
    homepage: ['chunks/vendor-shared.js', 'chunks/route-homepage.js'],
    checkout_info: ['chunks/vendor-shared.js', 'chunks/route-checkout_info.js'],
    // A file the shell already has is not counted twice.
    favorites: ['shop.js', 'chunks/route-favorites.js'],
  },
};

describe('size report', () => {
  it('picks the budget by route name, then by the checkout prefix, then the default', () => {
    expect(routeBudget('homepage', budgets)).toBe(12);
    expect(routeBudget('checkout_payment', budgets)).toBe(14);
    expect(routeBudget('favorites', budgets)).toBe(20);
  });

  it('counts shell, catalogue and the route chunk group once each for a first load', () => {
    const rows = buildRows(groups, sizeOf, budgets);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName['shell (entry)']).toMatchObject({ totalBytes: 8 * KiB, budgetKiB: 10 });
    expect(byName['catalogue (de)']).toMatchObject({ ownBytes: 1 * KiB, budgetKiB: null });
    expect(byName.homepage).toMatchObject({
      ownBytes: 6 * KiB,
      totalBytes: 15 * KiB,
      budgetKiB: 12,
    });
    expect(byName.checkout_info).toMatchObject({ totalBytes: 14 * KiB, budgetKiB: 14 });
    expect(byName.favorites).toMatchObject({ ownBytes: 1 * KiB, totalBytes: 10 * KiB });
  });

  it('shows other lazy chunk groups without a budget', () => {
    const rows = buildRows(
      { ...groups, lazy: { 'footer-html': ['chunks/vendor-shared.js'] } },
      sizeOf,
      budgets,
    );
    expect(rows.at(-1)).toEqual({
      name: '(lazy) footer-html',
      ownBytes: 2 * KiB,
      totalBytes: 11 * KiB,
      budgetKiB: null,
    });
    expect(overBudget(rows)).not.toContainEqual(expect.stringContaining('footer-html'));
  });

  it('reports only the rows over budget, with the amount over', () => {
    const problems = overBudget(buildRows(groups, sizeOf, budgets));
    expect(problems).toEqual(['homepage: 15.0 KiB gzip is over its budget of 12 KiB by 3.0 KiB']);
  });

  it('passes a build exactly at its budget', () => {
    const atBudget = buildRows(
      { ...groups, routes: { checkout_info: groups.routes.checkout_info } },
      sizeOf,
      budgets,
    );
    expect(overBudget(atBudget)).toEqual([]);
  });

  it('prints an aligned table with the status of each budgeted row', () => {
    const table = formatTable(buildRows(groups, sizeOf, budgets)).split('\n');
    expect(table[0]).toMatch(/^Route\s+Own KiB\s+First load KiB\s+Budget KiB\s+Status$/);
    expect(table.find((line) => line.startsWith('homepage'))).toMatch(/6\.0\s+15\.0\s+12\s+OVER$/);
    expect(table.find((line) => line.startsWith('checkout_info'))).toMatch(/14\.0\s+14\s+ok$/);
    expect(table.find((line) => line.startsWith('catalogue'))).toMatch(/9\.0\s+-$/);
    // Numbers are right-aligned under their heading.
    const ownEnd = table[0]!.indexOf('Own KiB') + 'Own KiB'.length - 1;
    expect(table.every((line) => line[ownEnd] !== ' ' && line[ownEnd + 1] === ' ')).toBe(true);
  });

  it('finds lazy-only packages among the shell modules, on either path separator', () => {
    const found = forbiddenPackages(
      [
        '/app/node_modules/react/index.js',
        '/app/node_modules/formik/dist/formik.esm.js',
        'C:\\app\\node_modules\\@auth0\\auth0-spa-js\\dist\\auth0.js',
        '/app/node_modules/yup-extra/index.js',
        '/app/src/features/forms/yup.ts',
      ],
      ['@auth0/auth0-spa-js', 'formik', 'yup', 'react-slick'],
    );
    expect([...found.keys()]).toEqual(['formik', '@auth0/auth0-spa-js']);
  });

  it('names the routes that have no chunk group of their own', () => {
    expect(routesWithoutChunk(['homepage', 'voucher', 'login'], ['homepage', 'login'])).toEqual([
      'voucher',
    ]);
  });

  it('adds module bytes up by package, largest first', () => {
    const top = largestPackages(
      [
        { path: '/app/node_modules/react-dom/cjs/a.js', bytes: 30 },
        { path: '/app/node_modules/@reduxjs/toolkit/dist/b.js', bytes: 20 },
        { path: '/app/node_modules/react-dom/cjs/c.js', bytes: 5 },
        { path: '/app/src/index.tsx', bytes: 1 },
      ],
      2,
    );
    expect(top).toEqual([
      { name: 'react-dom', bytes: 35 },
      { name: '@reduxjs/toolkit', bytes: 20 },
    ]);
  });
});

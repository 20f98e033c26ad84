/** @jest-environment node */
import {
  pageBudgets,
  pageCeilings,
  pageLimits,
  type MeasuredPage,
  type SizeBudgets,
} from './sizeBudgets';
import {
  buildRows,
  chunkLabel,
  forbiddenPackages,
  formatPageFiles,
  formatPageTable,
  pagesOverBudget,
  pagesOverTarget,
  summarisePageLoad,
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
  measuredInBrowser: [],
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

  it('leaves a route the browser measures without a static budget, shown but not held', () => {
    const measured = { ...budgets, measuredInBrowser: ['homepage', 'checkout_info'] };
    expect(routeBudget('homepage', measured)).toBeNull();
    expect(routeBudget('checkout_info', measured)).toBeNull();
    expect(routeBudget('checkout_payment', measured)).toBe(14);
    const rows = buildRows(groups, sizeOf, { ...measured, shell: 100 });
    expect(overBudget(rows)).toEqual([]);
    expect(
      overBudget(buildRows(groups, sizeOf, { ...budgets, shell: 100, routes: { homepage: 1 } })),
    ).toHaveLength(1);
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

describe('browser measure', () => {
  const load = {
    page: 'home',
    path: '/de-de',
    scripts: [
      { path: '/demo-consent-manager.js', gzipBytes: 1 * KiB, prefetch: false },
      { path: '/assets/shop.js', gzipBytes: 100 * KiB, prefetch: false },
      { path: '/assets/chunks/1.aaaaaaaa.js', gzipBytes: 20 * KiB, prefetch: false },
      // Fetched twice (a retry, a second tab of the same chunk): it ran once.
      { path: '/assets/chunks/1.aaaaaaaa.js', gzipBytes: 20 * KiB, prefetch: false },
      // Prefetched, then run: it counts as run, not as prefetched.
      { path: '/assets/chunks/2.bbbbbbbb.js', gzipBytes: 30 * KiB, prefetch: true },
      { path: '/assets/chunks/2.bbbbbbbb.js', gzipBytes: 30 * KiB, prefetch: false },
      // Only prefetched, for a later page.
      { path: '/assets/chunks/3.cccccccc.js', gzipBytes: 40 * KiB, prefetch: true },
      { path: '/demo-card/field.js', gzipBytes: 3 * KiB, prefetch: false },
    ],
    stylesheets: [
      { path: '/assets/chunks/9.dddddddd.css', gzipBytes: 2 * KiB },
      // Linked twice (a snapshot's link and the shop's): one file, counted once.
      { path: '/assets/chunks/9.dddddddd.css', gzipBytes: 2 * KiB },
      { path: '/assets/chunks/8.eeeeeeee.css', gzipBytes: 1 * KiB },
      { path: '/snapshot-styles/sunwave/0123abcd.css', gzipBytes: 1 * KiB },
    ],
  };

  it("counts each of the shop's files once against the budget, others beside it", () => {
    const row = summarisePageLoad(load, '/assets/', 150);
    expect(row).toMatchObject({
      page: 'home',
      shopBytes: 150 * KiB,
      otherBytes: 4 * KiB,
      prefetchBytes: 40 * KiB,
      // The shop's CSS beside the budget, which counts JavaScript only.
      cssBytes: 3 * KiB,
      budgetKiB: 150,
      targetKiB: null,
    });
    expect(row.shopFiles.map((file) => file.path)).toEqual([
      '/assets/shop.js',
      '/assets/chunks/2.bbbbbbbb.js',
      '/assets/chunks/1.aaaaaaaa.js',
    ]);
    expect(row.otherFiles.map((file) => file.path)).toEqual([
      '/demo-card/field.js',
      '/demo-consent-manager.js',
    ]);
  });

  it('fails a page over its budget by the amount over, passes one exactly at it', () => {
    const atBudget = summarisePageLoad(load, '/assets/', 150);
    const over = summarisePageLoad(
      { ...load, page: 'hotel', path: '/de-de/hotel/x' },
      '/assets/',
      149,
    );
    const unbudgeted = summarisePageLoad({ ...load, page: 'other' }, '/assets/', null);
    expect(pagesOverBudget([atBudget, over, unbudgeted])).toEqual([
      'hotel (/de-de/hotel/x): 150.0 KiB gzip is over its budget of 149 KiB by 1.0 KiB',
    ]);
  });

  it('reports a page above its target but within its interim ceiling without failing it', () => {
    const withinCeiling = summarisePageLoad(load, '/assets/', 160, 120);
    const overCeiling = summarisePageLoad({ ...load, page: 'hotel' }, '/assets/', 149, 120);
    const atTarget = summarisePageLoad({ ...load, page: 'voucher' }, '/assets/', 150);
    expect(pagesOverBudget([withinCeiling, overCeiling, atTarget])).toEqual([
      'hotel (/de-de): 150.0 KiB gzip is over its budget of 149 KiB by 1.0 KiB',
    ]);
    expect(pagesOverTarget([withinCeiling, overCeiling, atTarget])).toEqual([
      'home: 150.0 KiB gzip, 30.0 KiB above its target of 120 KiB',
      'hotel: 150.0 KiB gzip, 30.0 KiB above its target of 120 KiB',
    ]);
  });

  it('prints one line per page, then the files of a page with what they hold', () => {
    const rows = [
      summarisePageLoad(load, '/assets/', 150),
      summarisePageLoad({ ...load, page: 'result list' }, '/assets/', 140),
      summarisePageLoad({ ...load, page: 'hotel' }, '/assets/', 160, 120),
    ];
    const table = formatPageTable(rows).split('\n');
    expect(table[0]).toMatch(
      /^Page\s+Shop KiB\s+Budget KiB\s+Status\s+Target KiB\s+Host\/3rd KiB\s+Prefetch KiB\s+Shop CSS KiB$/,
    );
    expect(table[2]).toMatch(/^home\s+150\.0\s+150\s+ok\s+-\s+4\.0\s+40\.0\s+3\.0$/);
    expect(table[3]).toMatch(/^result list\s+150\.0\s+140\s+OVER\s+-\s+4\.0\s+40\.0\s+3\.0$/);
    expect(table[4]).toMatch(/^hotel\s+150\.0\s+160\s+ok\s+120\s+4\.0\s+40\.0\s+3\.0$/);

    const files = formatPageFiles(rows[0]!, (file) =>
      file === '/assets/shop.js' ? 'react-dom' : '',
    );
    expect(files.split('\n')).toEqual([
      'home: /de-de',
      '   100.0  /assets/shop.js  (react-dom)',
      '    30.0  /assets/chunks/2.bbbbbbbb.js',
      '    20.0  /assets/chunks/1.aaaaaaaa.js',
      '     3.0  /demo-card/field.js [host/3rd]',
      '     1.0  /demo-consent-manager.js [host/3rd]',
    ]);
  });

  it("names a chunk by the packages in it, else by the shop's folders", () => {
    expect(
      chunkLabel([
        'webpack://holidayShop/./node_modules/moment/moment.js',
        'webpack://holidayShop/./node_modules/moment/locale/de.js',
        'webpack://holidayShop/./src/lib/dates.ts',
      ]),
    ).toBe('moment, lib/dates.ts');
    expect(
      chunkLabel([
        'webpack://holidayShop/./node_modules/@auth0/auth0-spa-js/dist/a.js',
        'webpack://holidayShop/./src/features/search/components/HeaderSearch.tsx',
        'webpack://holidayShop/./src/features/search/searchSlice.ts',
        'webpack://holidayShop/./src/features/analytics/analyticsActions.ts',
        'webpack://holidayShop/./src/store/useFeatureSaga.ts',
      ]),
    ).toBe('@auth0/auth0-spa-js, features/search, features/analytics +1');
    expect(chunkLabel(['webpack://holidayShop/webpack/runtime/jsonp'])).toBe('');
  });
});

describe('page limits of the browser measure', () => {
  const pages = Object.keys(pageBudgets) as MeasuredPage[];

  it('enforces an interim ceiling only above the budget, and names the budget as target', () => {
    for (const page of pages) {
      const ceiling = pageCeilings[page];
      const { limitKiB, targetKiB } = pageLimits(page);
      if (ceiling !== undefined && ceiling > pageBudgets[page]) {
        expect({ page, limitKiB, targetKiB }).toEqual({
          page,
          limitKiB: ceiling,
          targetKiB: pageBudgets[page],
        });
      } else {
        expect({ page, limitKiB, targetKiB }).toEqual({
          page,
          limitKiB: pageBudgets[page],
          targetKiB: null,
        });
      }
    }
  });

  it('keeps the budgets the pages must reach', () => {
    expect(pageBudgets).toEqual({
      home: 170,
      'result list': 180,
      hotel: 190,
      'checkout travellers': 200,
      voucher: 200,
      destination: 175,
    });
  });
});

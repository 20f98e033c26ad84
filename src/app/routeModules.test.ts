/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeNames } from '../config/routeTable';

// Each route is imported twice, an empty module first (fetching the chunk) and the route in a
// later task (routeModules.ts). Webpack puts both in one chunk only if they name the same chunk:
// a different name would make a second download before every route's first render.
const source = readFileSync(path.join(__dirname, 'routeModules.ts'), 'utf8');
const imports = [
  ...source.matchAll(/import\(\s*\/\* webpackChunkName: "([^"]+)" \*\/\s*'([^']+)'\s*\)/g),
];

describe('the route imports', () => {
  it.each(routeNames)('fetch and run %s from the one chunk named after it', (name) => {
    const own = imports.filter(([, chunk]) => chunk === `route-${name}`).map(([, , file]) => file);
    expect(own).toEqual(['./routes/fetched', `./routes/${name}`]);
  });

  it("are all of the file's route imports", () => {
    expect(imports).toHaveLength(routeNames.length * 2);
  });
});

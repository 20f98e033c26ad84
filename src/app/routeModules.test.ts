/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeNames } from '../config/routeTable';

// A route's chunk is entered through an entry module whose eager import keeps the page in the same
// chunk without running it (routeModules.ts). A lazy import there would give the page a chunk of
// its own, a second download before every route's first render; an entry under another chunk name
// would share or split chunks the size budgets do not expect.
const source = readFileSync(path.join(__dirname, 'routeModules.ts'), 'utf8');
const routeImports = [
  ...source.matchAll(/import\(\s*\/\* webpackChunkName: "([^"]+)" \*\/\s*'([^']+)'\s*\)/g),
].map(([, chunk, file]) => ({ chunk, file }));

describe('the route imports', () => {
  it.each(routeNames)('enter %s through its entry, under the chunk named after it', (name) => {
    expect(routeImports.filter(({ chunk }) => chunk === `route-${name}`)).toEqual([
      { chunk: `route-${name}`, file: `./routes/entry/${name}` },
    ]);
  });

  it("are all of the file's route imports", () => {
    expect(routeImports).toHaveLength(routeNames.length);
  });

  it.each(routeNames)("%s's entry imports its page eagerly, and nothing else", (name) => {
    const entry = readFileSync(path.join(__dirname, 'routes', 'entry', `${name}.ts`), 'utf8');
    const imports = [...entry.matchAll(/import\b[^;]*/g)].map(([text]) => text);
    expect(imports).toEqual([`import(/* webpackMode: "eager" */ '../${name}')`]);
  });
});

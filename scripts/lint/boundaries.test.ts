/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The boundary rule of the lint config (config/eslint.boundaries.mjs) on imports written for the
 * purpose: each would pass the type checker, and the lint must refuse the ones that cross a line.
 */
interface Finding {
  rule: string | null;
  text: string;
}

const root = resolve(__dirname, '../..');
const probes = [
  // 0: a deep import of another (earlier) feature's internals.
  {
    path: 'src/features/resultlist/Probe.ts',
    code: "import { searchQueryOf } from '../search/model/lastSeenSearch';\nexport const probe = searchQueryOf;\n",
  },
  // 1: a feature listed later, through its index: allowed.
  {
    path: 'src/features/resultlist/Probe.ts',
    code: "import { toSearchParams } from '../search';\nexport const probe = toSearchParams;\n",
  },
  // 2: a feature listed earlier importing a later one, even through its index: a cycle in waiting.
  {
    path: 'src/features/search/Probe.ts',
    code: "import { ResultListPage } from '../resultlist';\nexport const probe = ResultListPage;\n",
  },
  // 3: a lower layer importing a feature.
  {
    path: 'src/lib/probe.ts',
    code: "import { useMoney } from '../features/shell';\nexport const probe = useMoney;\n",
  },
  // 4: a feature importing the app.
  {
    path: 'src/features/hotel/Probe.ts',
    code: "import { Shell } from '../../app/Shell';\nexport const probe = Shell;\n",
  },
  // 5: a test using another feature's test helpers: allowed.
  {
    path: 'src/features/checkout/Probe.test.ts',
    code: "import { fakeProvider } from '../auth/testing/fakeAuth0Sdk';\nexport const probe = fakeProvider;\n",
  },
  // 6: shipped code using them: refused.
  {
    path: 'src/features/checkout/Probe.ts',
    code: "import { fakeProvider } from '../auth/testing/fakeAuth0Sdk';\nexport const probe = fakeProvider;\n",
  },
  // 7: a lazy import of another feature's internals from the app: refused (features export loaders).
  {
    path: 'src/app/Probe.ts',
    code: "export const probe = () => import('../features/shell/components/Footer');\n",
  },
];

let findings: Finding[][];

beforeAll(() => {
  const output = execFileSync(process.execPath, ['scripts/lint/lintProbe.mjs'], {
    cwd: root,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  findings = JSON.parse(output) as Finding[][];
}, 120_000);

const boundaryErrors = (index: number) =>
  findings[index]!.filter((finding) => finding.rule === 'import-x/no-restricted-paths');

test('a deep import of another feature is refused, with the way out in the message', () => {
  expect(boundaryErrors(0)).toHaveLength(1);
  expect(boundaryErrors(0)[0]!.text).toContain('Import features/search through its index.ts');
});

test('a feature imports an earlier one through its index', () => {
  expect(findings[1]).toEqual([]);
});

test('a feature importing a later one is refused, so features form no cycle', () => {
  expect(boundaryErrors(2)).toHaveLength(1);
  expect(boundaryErrors(2)[0]!.text).toContain('features/search may import only features listed');
});

test('the layers below the features and the features themselves never import upwards', () => {
  expect(boundaryErrors(3)).toHaveLength(1);
  expect(boundaryErrors(4)).toHaveLength(1);
  expect(boundaryErrors(4)[0]!.text).toContain('nothing below it imports app/');
});

test("tests may use another feature's testing helpers; shipped code may not", () => {
  expect(boundaryErrors(5)).toEqual([]);
  expect(boundaryErrors(6)).toHaveLength(1);
});

test("a lazy import of another feature's internals is refused as well", () => {
  expect(boundaryErrors(7)).toHaveLength(1);
});

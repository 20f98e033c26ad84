/** The pure half of `npm run bench:lighthouse`: medians, targets and the printed table. */

/** The figures of one Lighthouse run (times in milliseconds, score 0–100). */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Targets {
  /** Lowest acceptable performance score. */
  minScore: number;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
}

export interface PageRow {
  page: string;
  path: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  targets: Targets;
}

/** Targets for every page; landing pages (home, destination) aim higher on the score. */
export const defaultTargets: Targets = {
  minScore: 90,
  maxLcpMs: 1800,
  maxTbtMs: 200,
  maxCls: 0.02,
};
export const landingTargets: Targets = { ...defaultTargets, minScore: 98 };

/** The middle value; with an even count the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each figure's median on its own: the runs' middle LCP and middle TBT may come from different
 * runs, which is what "median of 3" per figure means.
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

export type Verdict = 'ok' | 'over';

export interface Verdicts {
  score: Verdict;
  lcp: Verdict;
  tbt: Verdict;
  cls: Verdict;
}

/** Figures are compared as printed, so a row never reads "0.02 ≤ 0.02 over". */
export function verdicts(figures: LighthouseFigures, targets: Targets): Verdicts {
  const ok = (good: boolean): Verdict => (good ? 'ok' : 'over');
  return {
    score: ok(Math.round(figures.score) >= targets.minScore),
    lcp: ok(roundTo(figures.lcpMs / 1000, 2) <= targets.maxLcpMs / 1000),
    tbt: ok(Math.round(figures.tbtMs) <= targets.maxTbtMs),
    cls: ok(roundTo(figures.cls, 3) <= targets.maxCls),
  };
}

const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));

export const formatScore = (score: number): string => String(Math.round(score));
export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const formatMs = (ms: number): string => `${Math.round(ms)} ms`;
export const formatCls = (cls: number): string => cls.toFixed(3);

/** One cell: the figure, its target and the verdict, e.g. "1.62 s ≤ 1.8 s ok". */
function cell(value: string, target: string, verdict: Verdict): string {
  return `${value} ${target} ${verdict}`;
}

/** A fixed-width table, one row per page, each median beside its target and verdict. */
export function formatTable(rows: readonly PageRow[]): string {
  const header = ['page', 'score', 'LCP', 'TBT', 'CLS'];
  const lines = rows.map((row) => {
    const { median: figures, targets } = row;
    const verdict = verdicts(figures, targets);
    return [
      row.page,
      cell(formatScore(figures.score), `≥ ${targets.minScore}`, verdict.score),
      cell(formatSeconds(figures.lcpMs), `≤ ${targets.maxLcpMs / 1000} s`, verdict.lcp),
      cell(formatMs(figures.tbtMs), `≤ ${targets.maxTbtMs} ms`, verdict.tbt),
      cell(formatCls(figures.cls), `≤ ${targets.maxCls}`, verdict.cls),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!),
      )
      .join('   ')
      .trimEnd();
  return [
    render(header),
    render(widths.map((width) => '-'.repeat(width))),
    ...lines.map(render),
  ].join('\n');
}

/** Whether every figure of every row is within its target (for the closing line only). */
export function allWithinTargets(rows: readonly PageRow[]): boolean {
  return rows.every((row) =>
    Object.values(verdicts(row.median, row.targets)).every((verdict) => verdict === 'ok'),
  );
}

/**
 * How far the benchmark index may spread across a run (largest over smallest) before the machine
 * counts as unsteady: its speed changed while pages were measured, so one page's figures cannot
 * be set against another's, nor against an earlier run.
 */
export const steadyIndexSpread = 1.25;

/**
 * What the machine allows, for the closing lines: whether its speed held still during the run,
 * and whether the snapshot pages without the shop's scripts (the floor: the host page and the
 * snapshot's markup alone) are within their targets. A floor over its targets means this machine
 * cannot show them, whatever the shop does.
 */
export function machineVerdict(indexes: readonly number[], floors: readonly PageRow[]): string[] {
  const lines: string[] = [];
  if (indexes.length > 0) {
    const lowest = Math.min(...indexes);
    const highest = Math.max(...indexes);
    if (lowest <= 0 || highest / lowest > steadyIndexSpread) {
      lines.push(
        `Unsteady machine: its benchmark index ranged from ${Math.round(lowest)} to ` +
          `${Math.round(highest)} (more than ${steadyIndexSpread}× apart), so its speed changed ` +
          'during the run; compare these figures with nothing else.',
      );
    }
  }
  const overFloor = floors.filter((row) => !allWithinTargets([row])).map((row) => row.page);
  if (overFloor.length > 0) {
    lines.push(
      `Too slow a machine: without the shop's scripts, ${overFloor.join(' and ')} ` +
        `${overFloor.length === 1 ? 'is' : 'are'} already over ${overFloor.length === 1 ? 'its' : 'their'} targets, so ` +
        'this machine cannot show them; measure on a quicker, steadier one.',
    );
  } else if (floors.length > 0) {
    lines.push(
      "Without the shop's scripts every snapshot page is within its targets: what is over is the " +
        "shop's own cost.",
    );
  }
  return lines;
}

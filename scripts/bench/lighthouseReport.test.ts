/** @jest-environment node */
import {
  allWithinTargets,
  defaultTargets,
  formatTable,
  landingTargets,
  machineVerdict,
  median,
  medianFigures,
  verdicts,
  type PageRow,
} from './lighthouseReport';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1800, 900, 5000])).toBe(1800);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values rather than printing a zero', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianFigures', () => {
  it('takes each figure its own median across runs', () => {
    const runs = [
      { score: 90, lcpMs: 1500, tbtMs: 300, cls: 0.01 },
      { score: 80, lcpMs: 2500, tbtMs: 100, cls: 0 },
      { score: 95, lcpMs: 1700, tbtMs: 200, cls: 0.3 },
    ];
    expect(medianFigures(runs)).toEqual({ score: 90, lcpMs: 1700, tbtMs: 200, cls: 0.01 });
  });
});

describe('verdicts', () => {
  it('calls a figure on its target ok', () => {
    expect(verdicts({ score: 90, lcpMs: 1800, tbtMs: 200, cls: 0.02 }, defaultTargets)).toEqual({
      score: 'ok',
      lcp: 'ok',
      tbt: 'ok',
      cls: 'ok',
    });
  });

  it('calls a figure past its target over', () => {
    expect(verdicts({ score: 89, lcpMs: 1820, tbtMs: 201, cls: 0.021 }, defaultTargets)).toEqual({
      score: 'over',
      lcp: 'over',
      tbt: 'over',
      cls: 'over',
    });
  });

  it('judges a figure as printed, so a printed 90 or 0.020 is never over', () => {
    expect(
      verdicts({ score: 89.6, lcpMs: 1804, tbtMs: 200.4, cls: 0.0204 }, defaultTargets),
    ).toEqual({ score: 'ok', lcp: 'ok', tbt: 'ok', cls: 'ok' });
  });

  it('holds landing pages to a higher score', () => {
    const figures = { score: 95, lcpMs: 1000, tbtMs: 0, cls: 0 };
    expect(verdicts(figures, defaultTargets).score).toBe('ok');
    expect(verdicts(figures, landingTargets).score).toBe('over');
  });
});

describe('formatTable', () => {
  const row = (page: string, median: PageRow['median'], targets = defaultTargets): PageRow => ({
    page,
    path: '/de-de',
    runs: [median],
    median,
    targets,
  });

  it('prints each median with its target and verdict, one aligned row per page', () => {
    const table = formatTable([
      row('home', { score: 99, lcpMs: 1234, tbtMs: 50, cls: 0 }, landingTargets),
      row('checkout travellers', { score: 72.4, lcpMs: 3456.7, tbtMs: 612.3, cls: 0.1234 }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^page\s+score\s+LCP\s+TBT\s+CLS$/);
    expect(lines[2]).toMatch(
      /^home\s+99 ≥ 98 ok\s+1\.23 s ≤ 1\.8 s ok\s+50 ms ≤ 200 ms ok\s+0\.000 ≤ 0\.02 ok$/,
    );
    expect(lines[3]).toMatch(
      /^checkout travellers\s+72 ≥ 90 over\s+3\.46 s ≤ 1\.8 s over\s+612 ms ≤ 200 ms over\s+0\.123 ≤ 0\.02 over$/,
    );
    // Columns line up: every row is as long as the header's rule.
    expect(new Set(lines.slice(1).map((line) => line.length)).size).toBe(1);
  });

  it('says whether every figure is within target', () => {
    const good = row('home', { score: 99, lcpMs: 1000, tbtMs: 0, cls: 0 }, landingTargets);
    const slow = row('hotel', { score: 99, lcpMs: 1900, tbtMs: 0, cls: 0 });
    expect(allWithinTargets([good])).toBe(true);
    expect(allWithinTargets([good, slow])).toBe(false);
  });
});

describe('machineVerdict', () => {
  const floor = (page: string, tbtMs: number): PageRow => {
    const figures = { score: tbtMs > 200 ? 95 : 99, lcpMs: 1000, tbtMs, cls: 0 };
    return { page, path: '/de-de', runs: [figures], median: figures, targets: landingTargets };
  };

  it('calls a machine too slow when a snapshot page is over its targets without any script', () => {
    const lines = machineVerdict([2500, 2600], [floor('home', 120), floor('destination', 304)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Too slow a machine: .*destination is already over its targets/);
    expect(lines[0]).not.toMatch(/home/);
  });

  it('names every page over its floor', () => {
    const [line] = machineVerdict([2500], [floor('home', 250), floor('destination', 304)]);
    expect(line).toMatch(/home and destination are already over their targets/);
  });

  it("puts what is over on the shop's account when every floor is within its targets", () => {
    expect(machineVerdict([3500, 3900], [floor('home', 40), floor('destination', 60)])).toEqual([
      "Without the shop's scripts every snapshot page is within its targets: what is over is the " +
        "shop's own cost.",
    ]);
  });

  it('calls a machine unsteady when its benchmark index spreads more than a quarter', () => {
    const steady = machineVerdict([3000, 3750], []);
    expect(steady).toEqual([]);
    const [line] = machineVerdict([1707, 2509, 2000], []);
    expect(line).toMatch(/^Unsteady machine: its benchmark index ranged from 1707 to 2509/);
  });

  it('says nothing of a machine it has no figures of', () => {
    expect(machineVerdict([], [])).toEqual([]);
  });
});

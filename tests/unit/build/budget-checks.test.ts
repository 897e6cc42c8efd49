// The size goals' verdicts (scripts/budget-checks.mjs) on made-up numbers: a
// goal met to the byte passes, one byte over fails, in either encoding; a
// page's own figure never fails it, only its user's goal does.
import { describe, expect, it } from 'vitest';
import { buildVerdicts, fits, goals as budgets, pageGoal, pageVerdicts, type Goals, type MeasuredPage } from '../../../scripts/budget-checks.mjs';

const kB = 1024;
const goals: Goals = { ...budgets, loader: 1.5 * kB, runtime: 25 * kB, visitorPage: 45 * kB, customerPage: 75 * kB, files: 12, dialog: 40 * kB };
const size = (gzip: number, brotli = gzip - 100) => ({ gzip, brotli });
const files = (n: number) => Array.from({ length: n }, (_, i) => `f${i}.js`);
const page = (over: Partial<MeasuredPage>): MeasuredPage => ({ user: 'demo', page: '/orders/', files: files(12), total: size(70 * kB), after: [], ...over });
const failed = (verdicts: { name: string; ok: boolean }[]) => verdicts.filter((v) => !v.ok).map((v) => v.name);

describe('size goals', () => {
  it('hold up to the byte, for gzip and for brotli alike', () => {
    expect(fits(size(100, 100), 100)).toBe(true);
    expect(fits(size(101, 90), 100)).toBe(false);
    expect(fits(size(90, 101), 100)).toBe(false);
  });

  it('budgets.config.mjs holds goals and how pages are measured, no figure per page or per chunk', () => {
    expect(Object.keys(budgets).sort()).toEqual(['basketLines', 'customerPage', 'dialog', 'extraPages', 'files', 'heavy', 'loader', 'runtime', 'visitorPage']);
  });

  it('the loader and the runtime fail only past their goals', () => {
    expect(failed(buildVerdicts({ loader: size(1536, 1400), runtime: size(25 * kB) }, goals))).toEqual([]);
    expect(failed(buildVerdicts({ loader: size(1537, 1400), runtime: size(25 * kB + 1, 20 * kB) }, goals))).toEqual(['loader.js', 'shared runtime']);
    const [loader] = buildVerdicts({ loader: size(1600, 1400), runtime: size(0) }, goals);
    expect(loader!.text).toBe('loader.js: 1.6 kB gzip, 1.4 kB brotli (goal 1.5 kB)');
  });

  it("a visitor's page is held to 45 kB, a logged-in buyer's to 75 kB", () => {
    expect(pageGoal('visitor', goals)).toBe(45 * kB);
    expect(pageGoal('demo', goals)).toBe(75 * kB);
    expect(failed(pageVerdicts(page({ user: 'visitor', page: '/complaints/', total: size(45 * kB) }), goals))).toEqual([]);
    expect(failed(pageVerdicts(page({ user: 'visitor', page: '/complaints/', total: size(45 * kB + 1) }), goals))).toEqual(['/complaints/ (visitor): on load']);
    // 60 kB is no failure for a buyer's page, whatever it weighed before.
    expect(failed(pageVerdicts(page({ total: size(60 * kB) }), goals))).toEqual([]);
    expect(failed(pageVerdicts(page({ total: size(75 * kB) }), goals))).toEqual([]);
    expect(failed(pageVerdicts(page({ total: size(75 * kB, 75 * kB + 1) }), goals))).toEqual(['/orders/ (demo user): on load']);
  });

  it('a page fails with a 13th script file, whatever its bytes', () => {
    expect(failed(pageVerdicts(page({ files: files(12) }), goals))).toEqual([]);
    const verdicts = pageVerdicts(page({ files: files(13), total: size(10 * kB) }), goals);
    expect(failed(verdicts)).toEqual(['/orders/ (demo user): files']);
    expect(verdicts.find((v) => !v.ok)!.text).toBe('/orders/ (demo user): 13 script files on load (goal: at most 12)');
  });

  it('each dialog opened is held to its own goal, on top of its page', () => {
    const after = [
      { name: 'calendar', files: ['a.js'], total: size(40 * kB) },
      { name: 'registration', files: ['b.js', 'c.js'], total: size(40 * kB + 1) },
    ];
    expect(failed(pageVerdicts(page({ page: '/', after }), goals))).toEqual(['/ (demo user): after registration']);
  });
});

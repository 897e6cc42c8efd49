// Types of scripts/budget-checks.mjs, for the e2e page sweep and its unit test.
import type { Forms, PageEntry, PageRow, Sizes } from './page-js.mjs';

/** The goals of budgets.config.mjs (bytes, gzip and brotli alike) and the rules beside them. */
export interface Goals {
  loader: number;
  runtime: number;
  visitorPage: number;
  customerPage: number;
  files: number;
  dialog: number;
  extraPages: string[];
  basketLines: number;
  heavy: Record<string, { marker: RegExp; allowedIn?: string[]; lazy?: boolean; loadsOn?: string[] }>;
}
export interface Verdict { name: string; ok: boolean; text: string }
/** What a goal of a page needs of its row. */
export type MeasuredPage = Pick<PageRow, 'user' | 'page' | 'files' | 'total' | 'after'>;

export const goals: Goals;
export const BASKET_LINES: number;
export function budgetPages(): PageEntry[];
export function budgetForms(productIds: number[]): Forms;
export function fits(sizes: Sizes, limit: number): boolean;
export function pageGoal(user: string, goals?: Goals): number;
export function pageLabel(row: Pick<PageRow, 'user' | 'page'>): string;
export function buildVerdicts(sizes: { loader: Sizes; runtime: Sizes }, goals?: Goals): Verdict[];
export function pageVerdicts(row: MeasuredPage, goals?: Goals): Verdict[];
export function budgetChecks(
  dir?: string,
  goals?: Goals,
): {
  failures: string[];
  checkBuild(): void;
  checkPages(rows: PageRow[]): unknown[];
};

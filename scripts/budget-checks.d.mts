// Types of scripts/budget-checks.mjs, for the e2e page sweep.
import type { Forms, PageEntry, PageRow } from './page-js.mjs';

export const BASKET_LINES: number;
export function budgetPages(): PageEntry[];
export function budgetForms(productIds: number[]): Forms;
export function budgetChecks(dir?: string): {
  failures: string[];
  checkBuild(): void;
  checkPages(rows: PageRow[]): unknown[];
};

// Types of scripts/page-js.mjs, for the e2e page sweep.
import type { BrowserContext, Page } from 'playwright-core';

export interface Sizes { gzip: number; brotli: number }
export interface PageEntry { method: 'GET' | 'POST'; path: string }
export type Forms = Record<string, () => Record<string, string>>;
export interface ScriptRecorder {
  snapshot(): string[];
  sizes: Map<string, Sizes>;
  failed: string[];
  quiet(ms?: number, limit?: number): Promise<void>;
}
export interface PageRow {
  user: string;
  page: string;
  files: string[];
  sizes: Map<string, Sizes>;
  failed: string[];
  total: Sizes;
  tags: boolean;
  tagNames: string[];
  dialogs: string[];
  after?: { name: string; files: string[]; total: Sizes }[];
}

export const WINDOW_MS: number;
export function portalPages(): PageEntry[];
export function recordScripts(page: Page): ScriptRecorder;
export function pageRow(page: Page, rec: ScriptRecorder, user: string, path: string): Promise<PageRow>;
export function measureLoads(options: { contexts: Map<string, BrowserContext>; pages: PageEntry[]; forms: Forms; concurrency?: number }): Promise<PageRow[]>;
export function measureDialogs(options: { contexts: Map<string, BrowserContext>; rows: PageRow[]; pages: PageEntry[]; forms: Forms; concurrency?: number }): Promise<void>;

import type { CatalogEngine } from './catalog/types';
import type { Db } from './db';
import type { Preload } from './pages/preload';
import type { Session } from './session';

export interface PortalConfig {
  /** Accepted by the captcha besides the real answer, for automated tests. Never in production. */
  captchaTestAnswer?: string;
  /** The repo root: dist/standalone (its styles.css included) is served from here. */
  rootDir: string;
  /** Milliseconds from an act's request to its preparation (acts/job.ts); default 5000. */
  actDelayMs?: number;
}

export interface Deps {
  db: Db;
  catalog: CatalogEngine;
  config: PortalConfig;
}

/**
 * `catalog`: the layout's sidebar lists the catalogue sections (pages/chrome.ts).
 * `preload`: adds the page's widget files as modulepreload links (pages/preload.ts).
 */
export type AppEnv = { Variables: { session: Session; catalog?: CatalogEngine; preload?: Preload } };

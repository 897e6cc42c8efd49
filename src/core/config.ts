import { PORTAL_TIME_ZONE } from './constants';

/** Page-wide settings shared by every widget on the page (one bundle, one config). */
export interface B2BConfig {
  /** Base of every `/api/{method}/{id}/` call. Default `/api` on the page's origin. */
  apiBase: string;
  /** Origin of the legacy site's other addresses (`/search/`, `/registration`, `/ajax/...`, `/captcha.php`). */
  siteBase: string;
  /**
   * A host's overrides only: each widget's defaults live with its code
   * (core/messages/). Keyed by string here, so this file needs nothing of the
   * strings it serves (they read it: no import circle); the package's
   * `configure` (index.ts) checks the keys against `Messages`.
   */
  messages: Partial<Record<string, string>>;
  /** The site's time zone (IANA name): dates and times are shown on its clock. Default PORTAL_TIME_ZONE. */
  timeZone: string;
  /**
   * Whether the page was rendered for a signed-in buyer, when the site says
   * so (`<meta name="b2b:signed-in" content="true|false">`). The widgets then
   * send their first data calls at once instead of waiting for initdata to
   * tell them; on a slow line that is a round trip sooner. Unset: they wait.
   */
  signedIn?: boolean;
}

export interface ConfigureOptions {
  apiBase?: string;
  siteBase?: string;
  timeZone?: string;
  messages?: Partial<Record<string, string>>;
  signedIn?: boolean;
}

let explicit: ConfigureOptions = {};
let fromPage: ConfigureOptions | undefined;

function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return el?.content || undefined;
}

function readFlag(name: string): boolean | undefined {
  const text = readMeta(name);
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

function readPageMessages(): Partial<Record<string, string>> | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById('b2b-messages');
  if (!el?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    if (parsed && typeof parsed === 'object') return parsed as Partial<Record<string, string>>;
  } catch {
    console.warn('b2b-widgets: #b2b-messages is not valid JSON, ignored');
  }
  return undefined;
}

/** Legacy pages configure us without JS: read once, lazily, on first use. */
function pageConfig(): ConfigureOptions {
  fromPage ??= {
    apiBase: readMeta('b2b:api-base'),
    siteBase: readMeta('b2b:site-base'),
    timeZone: readMeta('b2b:time-zone'),
    signedIn: readFlag('b2b:signed-in'),
    messages: readPageMessages(),
  };
  return fromPage;
}

/** npm users call this once; legacy pages use the meta tags or an `api-base` attribute. */
export function configure(options: ConfigureOptions): void {
  explicit = {
    ...explicit,
    ...options,
    messages: { ...explicit.messages, ...options.messages },
  };
}

/** Test helper: forget configure() calls and re-read the page on next use. */
export function resetConfig(): void {
  explicit = {};
  fromPage = undefined;
}

export function getConfig(): B2BConfig {
  const page = pageConfig();
  return {
    apiBase: trimSlash(explicit.apiBase ?? page.apiBase ?? '/api'),
    siteBase: trimSlash(explicit.siteBase ?? page.siteBase ?? ''),
    messages: { ...page.messages, ...explicit.messages },
    timeZone: explicit.timeZone ?? page.timeZone ?? PORTAL_TIME_ZONE,
    signedIn: explicit.signedIn ?? page.signedIn,
  };
}

function trimSlash(s: string): string {
  return s.endsWith('/') ? s.slice(0, -1) : s;
}

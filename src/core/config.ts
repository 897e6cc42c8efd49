import { defaultMessages, type MessageKey, type Messages } from './messages';

/** Page-wide settings shared by every widget on the page (one bundle, one config). */
export interface B2BConfig {
  /** Base of every `/api/{method}/{id}/` call. Default `/api` on the page's origin. */
  apiBase: string;
  /** Origin of the legacy site's other addresses (`/search/`, `/registration`, `/ajax/...`, `/captcha.php`). */
  siteBase: string;
  messages: Messages;
}

export interface ConfigureOptions {
  apiBase?: string;
  siteBase?: string;
  messages?: Partial<Messages>;
}

let explicit: ConfigureOptions = {};
let fromPage: ConfigureOptions | undefined;

function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return el?.content || undefined;
}

function readPageMessages(): Partial<Messages> | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById('b2b-messages');
  if (!el?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    if (parsed && typeof parsed === 'object') return parsed as Partial<Messages>;
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
    messages: { ...defaultMessages, ...page.messages, ...explicit.messages } as Messages,
  };
}

function trimSlash(s: string): string {
  return s.endsWith('/') ? s.slice(0, -1) : s;
}

/** A message by key, with `{name}` placeholders filled in. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = getConfig().messages[key] ?? defaultMessages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

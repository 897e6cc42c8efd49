/**
 * A message's `{name}` placeholders filled in from `params`; a placeholder
 * with no value stays as written (a host's override may name one we don't
 * pass). The one filler of t(), ut() and the tests' expected texts.
 */
export function fill(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

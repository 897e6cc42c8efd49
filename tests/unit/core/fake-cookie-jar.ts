/**
 * A document.cookie stand-in that behaves like a browser's: writes take
 * `name=value; attr...`, max-age=0 or a past expires deletes, cookies are
 * keyed by name and path, and reads list `name=value` pairs.
 */
export class FakeCookieJar {
  /** Every assignment, to check order and attributes. */
  readonly writes: string[] = [];
  private readonly store = new Map<string, { name: string; value: string; path: string }>();

  constructor(private readonly pagePath = '/catalog/') {}

  get cookie(): string {
    return [...this.store.values()].map((c) => `${c.name}=${c.value}`).join('; ');
  }

  set cookie(text: string) {
    this.writes.push(text);
    const [pair = '', ...attrs] = text.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = this.pagePath;
    let remove = false;
    for (const attr of attrs) {
      const [k = '', v = ''] = attr.split('=');
      if (k.toLowerCase() === 'path') path = v;
      if (k.toLowerCase() === 'max-age' && Number(v) <= 0) remove = true;
      if (k.toLowerCase() === 'expires' && Date.parse(v) < Date.now()) remove = true;
    }
    const key = `${name}@${path}`;
    if (remove) this.store.delete(key);
    else this.store.set(key, { name, value, path });
  }

  /** Sets a raw cookie as another script would. */
  seed(name: string, rawValue: string, path = '/'): void {
    this.store.set(`${name}@${path}`, { name, value: rawValue, path });
  }

  paths(name: string): string[] {
    return [...this.store.values()].filter((c) => c.name === name).map((c) => c.path);
  }
}

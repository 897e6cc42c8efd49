// The page manifest (examples/portal/pages.json) against the pages the portal
// serves. The standalone build groups the widgets' code by the tags each page
// carries there (scripts/page-chunks.mjs): a tag a page carries that its entry
// does not list would load code grouped for other pages, in more files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../scripts/page-chunks.mjs';
import { portalPages } from '../../scripts/page-js.mjs';
import { filePortal, type Client, type TestPortal } from './helpers';

const manifest = JSON.parse(readFileSync('examples/portal/pages.json', 'utf8')) as PageManifest;
const layoutOf = (version: string) => version.replace(/\s*\(.*\)$/, '');

/** The tags the manifest lets `path` carry in `layout`: the layout's and those of each version of the page in it. */
function listed(path: string, layout: string): Set<string> {
  const versions = Object.entries(manifest.pages[path] ?? {}).filter(([version]) => layoutOf(version) === layout);
  return new Set([...(manifest.layouts[layout] ?? []), ...versions.flatMap(([, tags]) => tags)]);
}

const tagsOf = (html: string) => new Set([...html.matchAll(/<(b2b-[a-z0-9-]+)[\s>/]/g)].map(([, tag]) => tag!));

let t: TestPortal;
/** Who looks at each page, with the layout the portal serves them. */
let users: { name: string; layout: string; client: Client }[];

filePortal(async (portal) => {
  t = portal;
  const demo = portal.client();
  // The demo user as the site's «Демо-доступ» logs in: owed the demo intro.
  await demo.api('getUserDemo', { intro: true });
  users = [
    { name: 'visitor', layout: 'visitor', client: portal.client() },
    { name: 'demo', layout: 'cabinet', client: demo },
    ...(await Promise.all(['owner', 'manager2', 'admin'].map(async (name) => ({ name, layout: 'cabinet', client: await portal.login(name) })))),
  ];
});

/** Every page the portal routes to (scripts/page-js.mjs, as the budgets see them) and every page the manifest lists. */
const paths = [...new Set([...portalPages().map((p) => p.path), ...Object.keys(manifest.pages)])].sort();

async function served(client: Client, path: string): Promise<string | null> {
  // The complaint form's target, as a browser posts it: a page saying what is missing.
  const r =
    path === '/complaints/submit'
      ? await client.text(path, { method: 'POST', body: new URLSearchParams({ recl: '' }), csrf: false, headers: { origin: t.url } })
      : await client.text(path);
  return r.status >= 300 && r.status < 400 ? null : r.text;
}

/** Every page for every user: the tags it carries. */
async function crawl(): Promise<{ path: string; user: string; layout: string; tags: Set<string> }[]> {
  const rows = [];
  for (const path of paths) {
    for (const { name, layout, client } of users) {
      const html = await served(client, path);
      if (html !== null) rows.push({ path, user: name, layout, tags: tagsOf(html) }); // else sent elsewhere (a visitor to log in)
    }
  }
  return rows;
}

describe('page manifest', () => {
  it('lists every page the portal routes to', () => {
    expect(portalPages().map((p) => p.path).filter((path) => !manifest.pages[path])).toEqual([]);
  });

  it("each page carries only the tags the manifest lists for it; each tag listed shows on its page for someone", async () => {
    const rows = await crawl();
    const unlisted = rows.flatMap(({ path, user, layout, tags }) => [...tags].filter((tag) => !listed(path, layout).has(tag)).map((tag) => `${path} for ${user}: <${tag}>`));
    expect(unlisted, 'tags the page manifest (examples/portal/pages.json) does not list for the page').toEqual([]);

    const shown = (path: string | null, layout: string, tag: string) => rows.some((r) => (path === null || r.path === path) && r.layout === layout && r.tags.has(tag));
    const missing = [
      ...Object.entries(manifest.layouts).flatMap(([layout, tags]) => tags.filter((tag) => !shown(null, layout, tag)).map((tag) => `layout ${layout}: <${tag}>`)),
      ...Object.entries(manifest.pages).flatMap(([path, versions]) =>
        Object.entries(versions).flatMap(([version, tags]) => tags.filter((tag) => !shown(path, layoutOf(version), tag)).map((tag) => `${path} "${version}": <${tag}>`)),
      ),
    ];
    expect(missing, 'tags the page manifest lists that no page showed').toEqual([]);
  });
});

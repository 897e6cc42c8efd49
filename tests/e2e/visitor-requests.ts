// What the portal stored from visitors, as its admin sees it (GET visitorRequests,
// our addition in docs/api.md): the e2e tests of <b2b-callback> and
// <b2b-registration> check that a request really reached the database.
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface StoredCallback {
  id: number;
  user_id: number | null;
  phone: string;
  firstname: string;
}

export interface StoredRegistration {
  id: number;
  kind: 'full' | 'simple';
  surname: string;
  name: string;
  patronymic: string;
  phone: string;
  email: string;
  company: string;
  inn: string;
  city: string;
  region: string;
  region_other: string;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
}

export async function visitorRequests(
  browser: Browser,
  portal: string,
): Promise<{ callbacks: StoredCallback[]; registrations: StoredRegistration[] }> {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${portal}/api/login/`, {
      data: { login: 'admin', password: 'admin' },
      headers: XHR,
    });
    expect(login.status(), await login.text()).toBe(200);
    const res = await context.request.get(`${portal}/api/visitorRequests/`);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { callbacks: StoredCallback[]; registrations: StoredRegistration[] };
  } finally {
    await context.close();
  }
}

/** The element focused on the page, looking through open shadow roots. */
export const DEEP_ACTIVE = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  return el ? { tag: el.tagName.toLowerCase(), name: el.getAttribute('name'), text: el.textContent } : null;
})()`;

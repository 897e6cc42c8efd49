// What the layout checks measure on a loaded portal page, at whatever width
// its window has: what sticks out sideways, tables that scroll inside their
// widget, what the chat launcher covers. The page sweep (page-sweep.test.ts)
// measures every page with them at 360, 768 and 1366 px on the loads it
// pictures; layout.test.ts checks the dialogs with them.
import type { Page } from 'playwright-core';

/** The pages of lists: at 1366 px their tables fit the column without scrolling. */
export const LIST_PAGES = ['/cart/', '/orders/', '/drafts/', '/favorites/', '/needs/', '/reports/', '/acts/', '/account/'];

/** What sticks out, as "where: how far"; empty when nothing does. */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.scrollingElement!.scrollWidth > innerWidth) out.push(`page: ${document.scrollingElement!.scrollWidth} > ${innerWidth}`);
    const name = (el: Element) => `${el.localName}${typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/)[0] : ''}`;
    const boxParent = (el: Element): Element | null => {
      for (let p = el.parentElement; p; p = p.parentElement) if (getComputedStyle(p).display !== 'contents') return p;
      return null;
    };
    const clips = new Map<Element, boolean>();
    const clipping = (el: Element) => {
      if (!clips.has(el)) clips.set(el, getComputedStyle(el).overflowX !== 'visible');
      return clips.get(el)!;
    };
    for (const host of document.querySelectorAll('*')) {
      if (!host.localName.startsWith('b2b-')) continue;
      const box = host.getBoundingClientRect();
      if (!box.width) continue; // display: contents (modal and floating widgets)
      const parent = boxParent(host)?.getBoundingClientRect();
      if (parent && (box.left < parent.left - 1 || box.right > parent.right + 1)) {
        out.push(`${host.localName} [${Math.round(box.left)}, ${Math.round(box.right)}] in its parent's [${Math.round(parent.left)}, ${Math.round(parent.right)}]`);
      }
      if (!host.shadowRoot) continue;
      for (const el of host.shadowRoot.querySelectorAll('*')) {
        if (el.closest('dialog, [popover]') || getComputedStyle(el).position === 'fixed') continue;
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        // What shows of it: its box cut by the boxes above it that clip (a table's scroll box, a carousel's viewport).
        let [left, right] = [r.left, r.right];
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (!clipping(p)) continue;
          const c = p.getBoundingClientRect();
          [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        }
        if (right - left <= 0) continue;
        if (left < box.left - 1 || right > box.right + 1) {
          out.push(`${host.localName} > ${name(el)} [${Math.round(left)}, ${Math.round(right)}] in the widget's [${Math.round(box.left)}, ${Math.round(box.right)}]`);
        }
      }
    }
    return out.slice(0, 8);
  });
}

/** Tables that scroll sideways inside their widget: "scrollWidth/clientWidth". */
export function scrollingTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.classList.contains('b2b-table-scroll') && el.clientWidth > 0 && el.scrollWidth > el.clientWidth) out.push(`${el.scrollWidth}/${el.clientWidth}`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return out;
  });
}

/** Links and buttons the chat launcher covers in the current scroll position. */
export function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('b2b-chat')?.shadowRoot?.querySelector('.b2b-chat-launcher');
    if (!launcher) return [];
    const l = launcher.getBoundingClientRect();
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('a[href], button, input, select, textarea')) {
        if (el === launcher) continue;
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
        // What shows of it: cut by the boxes above it that clip (a carousel's slides past its edge are not seen).
        let [left, right] = [r.left, r.right];
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (getComputedStyle(p).overflowX === 'visible') continue;
          const c = p.getBoundingClientRect();
          [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        }
        if (left < l.right && right > l.left && r.top < l.bottom && r.bottom > l.top) out.push(el.textContent?.trim() || el.localName);
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot && el !== launcher) walk(el.shadowRoot);
    };
    walk(document);
    return out;
  });
}

/** Two frames: a resize has been laid out and drawn (and the widgets' resize observers have run). */
export const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

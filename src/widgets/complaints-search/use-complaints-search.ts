/**
 * The complaint's state and its cookie. The cookie is the truth the
 * legacy form reads on submit, so every change the buyer makes is written at
 * once (path /), and the cookie is re-read before each write and when the page
 * regains focus: a legacy script or another tab may have changed it meanwhile,
 * and its entries must not be overwritten by an older copy held here.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, type ApiError } from '../../core/api/client';
import { product as fetchProduct } from '../../core/api/catalog';
import { t } from '../../core/messages/complaints-search';
import { readCookie } from '../../core/cookies';
import { readComplaints, writeComplaints, type ComplaintsMap } from '../../core/complaints-cookie';
import { failureOf } from '../../stores/api-errors';
import {
  addLine,
  idsToLoad,
  linesFromMap,
  mapOf,
  mergeMap,
  patchLine,
  removeLine,
  sameMap,
  setLineText,
  type ComplaintLine,
  type ComplaintProduct,
} from './complaint-lines';

export interface ComplaintsSearchState {
  lines: ComplaintLine[];
  /** Text for the polite live region: what the last action did. */
  announcement: string;
  /** Adds a product chosen from the suggestions (or only announces it when it is listed already). */
  add(id: number, product: ComplaintProduct): void;
  /** The quantity field's text; a valid one is saved to the cookie at once. */
  setText(id: number, text: string): void;
  remove(id: number): void;
  /** Fetches a product header again after a failure. */
  retry(id: number): void;
}

/** Keeps the cookie and the list in step; `onChange` hears every map the buyer's actions save. */
export function useComplaintsSearch(cookieName: string, onChange: (map: ComplaintsMap) => void): ComplaintsSearchState {
  // The list lives in a ref as well as in state: actions compute the next list
  // from the newest one (two quick events must not both start from a stale copy).
  const [lines, setLines] = useState<ComplaintLine[]>(() => linesFromMap(readComplaints(cookieName)));
  const current = useRef(lines);
  // The cookie text last seen or written: a different text means someone else wrote it.
  const seenRaw = useRef(readCookie(cookieName));
  const [announcement, setAnnouncement] = useState('');
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const replace = useCallback((next: ComplaintLine[]) => {
    current.current = next;
    setLines(next);
  }, []);

  /** Takes over a cookie changed behind our back; a value that does not parse is ignored (readComplaints warns). */
  const syncFromCookie = useCallback(() => {
    const raw = readCookie(cookieName);
    if (raw === seenRaw.current) return;
    seenRaw.current = raw;
    const map = readComplaints(cookieName);
    const corrupted = raw !== undefined && raw !== '' && Object.keys(map).length === 0;
    if (corrupted || sameMap(map, mapOf(current.current))) return;
    replace(mergeMap(current.current, map));
  }, [cookieName, replace]);

  /** A buyer's action: start from the cookie's newest map, apply, save, tell the page. */
  const act = useCallback(
    (change: (lines: ComplaintLine[]) => ComplaintLine[]) => {
      syncFromCookie();
      const before = mapOf(current.current);
      const next = change(current.current);
      replace(next);
      const map = mapOf(next);
      if (sameMap(before, map)) return;
      writeComplaints(map, cookieName);
      seenRaw.current = readCookie(cookieName);
      changed.current(map);
    },
    [cookieName, replace, syncFromCookie],
  );

  const add = useCallback(
    (id: number, product: ComplaintProduct) => {
      const listed = current.current.some((l) => l.id === id);
      act((ls) => addLine(ls, id, product));
      setAnnouncement(t(listed ? 'complaintsAlreadyListed' : 'complaintsAdded', { header: product.header }));
    },
    [act],
  );

  const setText = useCallback((id: number, text: string) => act((ls) => setLineText(ls, id, text)), [act]);

  const remove = useCallback(
    (id: number) => {
      const line = current.current.find((l) => l.id === id);
      act((ls) => removeLine(ls, id));
      setAnnouncement(t('complaintsRemoved', { header: line?.product?.header ?? t('complaintsProductNo', { id }) }));
    },
    [act],
  );

  const retry = useCallback(
    (id: number) => replace(patchLine(current.current, id, { status: 'loading', error: null })),
    [replace],
  );

  useHeaderLoads(lines, current, replace);

  // The legacy page (or another tab) may change the cookie while this page is in the background.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncFromCookie();
    };
    window.addEventListener('focus', syncFromCookie);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', syncFromCookie);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [syncFromCookie]);

  return { lines, announcement, add, setText, remove, retry };
}

/**
 * Fetches the header (articul, name) of every line read from the cookie: the
 * cookie holds ids only. One abort signal per mount, so leaving the page
 * cancels what is still in flight; a line is never fetched twice at once.
 */
function useHeaderLoads(
  lines: ComplaintLine[],
  current: { current: ComplaintLine[] },
  replace: (next: ComplaintLine[]) => void,
) {
  const session = useRef<{ signal: AbortSignal; ids: Set<number> } | null>(null);
  const [mounted, setMounted] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const own = { signal: controller.signal, ids: new Set<number>() };
    session.current = own;
    // Loads start in the effect below; tell it a (new) session exists.
    setMounted((n) => n + 1);
    return () => {
      controller.abort();
      if (session.current === own) session.current = null;
    };
  }, []);

  useEffect(() => {
    const own = session.current;
    if (!own) return;
    // The newest list, not this render's `lines`: a reply may land between a
    // render's commit and its effect, and its line must not be fetched again.
    for (const id of idsToLoad(current.current)) {
      if (own.ids.has(id)) continue;
      own.ids.add(id);
      fetchProduct(id, undefined, { signal: own.signal }).then(
        ({ product }) => {
          own.ids.delete(id);
          const found = { articul: product.articul, header: product.header };
          replace(patchLine(current.current, id, { product: found, status: 'ready', error: null }));
        },
        (error: unknown) => {
          own.ids.delete(id);
          if (isAbortError(error)) return;
          const missing = (error as ApiError).status === 404;
          const failure = failureOf(error);
          replace(
            patchLine(current.current, id, {
              status: missing ? 'missing' : failure.retryable ? 'error' : 'refused',
              error: missing ? t('complaintsProductMissing', { id }) : failure.message,
            }),
          );
        },
      );
    }
  }, [lines, mounted, current, replace]);
}

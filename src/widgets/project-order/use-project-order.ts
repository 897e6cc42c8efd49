/**
 * The project order's state: its fields (spec 3: partner, eventFederalDistrict,
 * eventRegion, event city; contract, comment), the lists they choose from, the
 * import lines with their 500 ms re-check, and the POST projectOrder call.
 * Nothing typed is lost on a failure; a success starts a new, empty order.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, isAbortError } from '../../core/api/errors';
import { projectOrderLists, sendProjectOrder, type City, type ProjectOrderLists } from '../../core/api/project-order';
import { createLatest } from '../../core/api/latest';
import { t } from '../../core/messages/project-order';
import type { ProjectLine, ProjectLineField } from '../../core/rules/project-lines';
import { failureOf, retryOf, type Failure } from '../../stores/api-errors';
import { useSession, useSessionStore } from '../../stores/react';
import { initialLines, pasteRows, removeLine, setCell } from './grid-edits';
import { useLineCheck, type CheckClock } from './use-line-check';

export interface ProjectFields {
  partner: string;
  federalDistrict: number | null;
  region: number | null;
  city: string;
  contract: number | null;
  comment: string;
}

export type ProjectField = 'partner' | 'federalDistrict' | 'region' | 'city';

const EMPTY: ProjectFields = { partner: '', federalDistrict: null, region: null, city: '', contract: null, comment: '' };

/** A line the portal refused (an unknown articul): its 1-based number and the portal's words. */
export interface ServerMark {
  line: number;
  message: string;
}

export function useProjectOrder(open: boolean, clock: CheckClock | undefined, onSent: (id: number) => void) {
  const session = useSessionStore();
  const contracts = useSession((s) => s.contracts);
  const chosenContract = useSession((s) => s.contractId);
  const [fields, setFields] = useState<ProjectFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ProjectField, string>>>({});
  const [lists, setLists] = useState<ProjectOrderLists | null>(null);
  const [listsError, setListsError] = useState<Failure | null>(null);
  const [lines, setLines] = useState<ProjectLine[]>(initialLines);
  const lineCheck = useLineCheck(lines, clock);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverMark, setServerMark] = useState<ServerMark | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentId, setSentId] = useState<number | null>(null);
  const latest = useMemo(() => createLatest(), []);
  useEffect(() => () => latest.abort(), [latest]);

  const loadLists = useCallback(() => {
    setListsError(null);
    projectOrderLists().then(setLists, (e: unknown) => setListsError(failureOf(e, (error) => t('projectListsFailed', { error }))));
  }, []);
  useEffect(() => {
    if (!open) return;
    void session.ensureLoaded();
    if (lists === null) loadLists();
  }, [open, session, lists, loadLists]);

  const change = useCallback(<K extends keyof ProjectFields>(key: K, value: ProjectFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
    setSentId(null);
  }, []);

  const chooseDistrict = useCallback(
    (id: number | null) => {
      change('federalDistrict', id);
      // A region of another district no longer fits.
      setFields((f) => (f.region !== null && lists?.regions.find((r) => r.id === f.region)?.federalDistrict !== id ? { ...f, region: null } : f));
    },
    [change, lists],
  );
  const chooseRegion = useCallback(
    (id: number | null) => {
      change('region', id);
      const district = lists?.regions.find((r) => r.id === id)?.federalDistrict;
      if (district !== undefined) change('federalDistrict', district);
    },
    [change, lists],
  );
  const chooseCity = useCallback(
    (city: City) => {
      change('city', city.header);
      if (fields.region === null) chooseRegion(city.region);
    },
    [change, chooseRegion, fields.region],
  );

  const edited = useCallback(() => {
    setFormError(null);
    setServerMark(null);
    setSentId(null);
  }, []);
  const typeCell = useCallback(
    (index: number, field: ProjectLineField, value: string) => {
      setLines((ls) => setCell(ls, index, field, value));
      edited();
    },
    [edited],
  );
  /** True when the text was rows for the grid (the cell must not take it too). */
  const paste = useCallback(
    (index: number, field: ProjectLineField, text: string): boolean => {
      const next = pasteRows(lines, index, field, text);
      if (!next) return false;
      setLines(next);
      edited();
      return true;
    },
    [lines, edited],
  );
  const remove = useCallback(
    (index: number) => {
      setLines((ls) => removeLine(ls, index));
      edited();
    },
    [edited],
  );

  const contract = fields.contract ?? chosenContract ?? contracts[0]?.id ?? null;

  /**
   * Sends when the form is valid (spec 5: no error marks, at least one product).
   * Returns what to focus when it is not: a field's name, a line's index, or the lines as a whole.
   */
  const submit = useCallback((): ProjectField | number | 'lines' | null => {
    if (busy) return null;
    const found: Partial<Record<ProjectField, string>> = {};
    if (fields.partner.trim() === '') found.partner = t('required');
    if (fields.federalDistrict === null) found.federalDistrict = t('required');
    if (fields.region === null) found.region = t('required');
    if (fields.city.trim() === '') found.city = t('required');
    setErrors(found);
    const check = lineCheck.flush();
    const firstBad = check.problems.findIndex((p) => p !== null);
    setFormError(firstBad >= 0 ? t('projectHasErrors') : check.products === 0 ? t('projectNoProducts') : null);
    const firstField = (['partner', 'federalDistrict', 'region', 'city'] as const).find((f) => found[f]);
    if (firstField) return firstField;
    if (firstBad >= 0) return firstBad;
    if (check.products === 0) return 'lines';
    setBusy(true);
    setFailure(null);
    setServerMark(null);
    const sent = lines;
    latest
      .run((signal) =>
        sendProjectOrder(
          {
            partner: fields.partner.trim(),
            eventFederalDistrict: fields.federalDistrict!,
            eventRegion: fields.region!,
            eventCity: fields.city.trim(),
            ...(contract !== null ? { contract } : {}),
            comment: fields.comment.trim(),
            lines: sent,
          },
          { signal },
        ),
      )
      .then(
        ({ id }) => {
          setBusy(false);
          setSentId(id);
          setFields(EMPTY);
          setLines(initialLines());
          onSent(id);
        },
        (e: unknown) => {
          if (isAbortError(e)) return;
          setBusy(false);
          const message = e instanceof Error ? e.message : t('serverError');
          setFailure(t('projectFailed', { error: message }));
          const line = e instanceof ApiError ? (e.data as { line?: unknown } | undefined)?.line : undefined;
          if (typeof line === 'number') setServerMark({ line, message });
        },
      );
    return null;
  }, [busy, fields, lines, lineCheck, contract, latest, onSent]);

  return {
    fields, errors, change, chooseDistrict, chooseRegion, chooseCity,
    lists, listsError: listsError?.message ?? null, reloadLists: retryOf(listsError, loadLists), contracts, contract,
    lines, lineCheck, typeCell, paste, remove, formError, serverMark,
    busy, failure, sentId, submit,
  };
}

export type ProjectOrderForm = ReturnType<typeof useProjectOrder>;

/**
 * The price politics dialog of one manager: the policy per assigned contract
 * (a discount or a markup in percent), read when opened and saved at once.
 * 'Данные сохранены' on success (hidden after 1.5 s), 'Ошибка. Данные не
 * сохранены' on a refusal, with the portal's reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { getPricePolitics, savePricePolitics, type Manager, type PricePolicy } from '../../core/api/account-owner';
import { isAbortError } from '../../core/api/errors';
import { t } from '../../core/messages/account';
import { errorText } from '../../stores/api-errors';

export interface PolicyRow extends Omit<PricePolicy, 'percent'> {
  /** As typed: '5', '10,5'. */
  percent: string;
}

/** 0..99 with at most two decimals; a comma is a decimal point too. */
export function parsePercent(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(s)) return null;
  return Number(s);
}

export function usePricePolitics() {
  const [manager, setManager] = useState<Manager | null>(null);
  const [rows, setRows] = useState<PolicyRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!manager) return;
    const controller = new AbortController();
    setRows(null);
    setError(null);
    getPricePolitics(manager.id, { signal: controller.signal }).then(
      (reply) => setRows(reply.policies.map((p) => ({ ...p, percent: String(p.percent).replace('.', ',') }))),
      (e: unknown) => {
        if (!isAbortError(e)) setError(errorText(e));
      },
    );
    return () => controller.abort();
  }, [manager]);

  const open = useCallback((m: Manager) => {
    setManager(m);
    setResult(null);
    setSubmitted(false);
  }, []);
  const close = useCallback(() => setManager(null), []);
  const edit = useCallback((contract: number, patch: Partial<PolicyRow>) => {
    setRows((list) => list && list.map((r) => (r.contract === contract ? { ...r, ...patch } : r)));
    setResult(null);
  }, []);
  const invalid = (r: PolicyRow) => parsePercent(r.percent) === null;

  const submit = useCallback(async () => {
    if (!manager || !rows) return;
    setSubmitted(true);
    if (rows.some(invalid)) return;
    setSaving(true);
    setResult(null);
    try {
      const reply = await savePricePolitics(
        manager.id,
        rows.map((r) => ({ contract: r.contract, kind: r.kind, percent: parsePercent(r.percent)! })),
      );
      setRows(reply.policies.map((p) => ({ ...p, percent: String(p.percent).replace('.', ',') })));
      setResult({ ok: true, text: t('dataSaved') });
    } catch (e) {
      setResult({ ok: false, text: `${t('dataNotSaved')}: ${errorText(e)}` });
    } finally {
      setSaving(false);
    }
  }, [manager, rows]);

  return { manager, rows, error, result, saving, submitted, invalid, open, close, edit, submit, dismiss: () => setResult(null) };
}

/**
 * The price politics dialog of one manager: the policy per assigned contract
 * (a discount or a markup in percent), read when opened and saved at once.
 * 'Данные сохранены' on success (hidden after 1.5 s), 'Ошибка. Данные не
 * сохранены' on a refusal, with the portal's reason.
 */
import { useCallback, useState } from 'react';
import { getPricePolitics, savePricePolitics, type Manager, type PricePolicy } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';
import { errorText } from '../../stores/api-errors';
import { useLoad } from '../../blocks/load/use-load';

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

/** The policies as the form shows them: the percent as typed, with a decimal comma. */
const asRows = (policies: readonly PricePolicy[]): PolicyRow[] => policies.map((p) => ({ ...p, percent: String(p.percent).replace('.', ',') }));

export function usePricePolitics() {
  const [manager, setManager] = useState<Manager | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  // Read when the dialog opens for a manager; another manager starts from nothing (no `keep`).
  const read = useLoad(async (signal) => asRows((await getPricePolitics(manager!.id, { signal })).policies), [manager], { skip: !manager });
  const { data: rows, error, update } = read;

  const open = useCallback((m: Manager) => {
    setManager(m);
    setResult(null);
    setSubmitted(false);
  }, []);
  const close = useCallback(() => setManager(null), []);
  const edit = useCallback((contract: number, patch: Partial<PolicyRow>) => {
    update((list) => list.map((r) => (r.contract === contract ? { ...r, ...patch } : r)));
    setResult(null);
  }, [update]);
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
      update(() => asRows(reply.policies));
      setResult({ ok: true, text: t('dataSaved') });
    } catch (e) {
      setResult({ ok: false, text: `${t('dataNotSaved')}: ${errorText(e)}` });
    } finally {
      setSaving(false);
    }
  }, [manager, rows, update]);

  return { manager, rows, error, result, saving, submitted, invalid, open, close, edit, submit, dismiss: () => setResult(null) };
}

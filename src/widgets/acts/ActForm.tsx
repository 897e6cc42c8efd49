import { useState, type FormEvent } from 'react';
import { requestAct } from '../../core/api/acts';
import { t } from '../../core/messages/acts';
import { formatDate, parseDate, inPortalZone } from '../../core/format';
import { actPeriod, defaultActPeriod } from '../../core/rules/acts';
import type { Act, ActContragent, Contract } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DateRange, type DateRangeValue } from '../../ui/date-picker';
import { IdSelect, Select } from '../../ui/select';

export interface ActFormProps {
  contracts: readonly Contract[];
  contragents: readonly ActContragent[];
  /** Contract chosen at first (the element's `contract`); else the first one. */
  preset?: number;
  onRequested: (act: Act) => void;
}

type Outcome = { kind: 'idle' } | { kind: 'refused' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * The act form (spec's act_form): contract, counterparty and period, the last
 * 12 months by default (spec 9). A period whose start is not before its end
 * is refused on submit with spec 5's message and nothing is sent.
 * The refusal stays until the next submit (DateRange's `refused` says why).
 */
export function ActForm({ contracts, contragents, preset, onRequested }: ActFormProps) {
  const [contract, setContract] = useState<number | null>(null);
  const [contragent, setContragent] = useState<number | null | undefined>(undefined);
  const [range, setRange] = useState<DateRangeValue>(() => {
    const p = defaultActPeriod(inPortalZone());
    return { start: parseDate(p.startdate), end: parseDate(p.enddate) };
  });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const refused = outcome.kind === 'refused';
  // The chosen contract, else the preset or the first the user may see (the list brings them).
  const contractId = contract ?? contracts.find((c) => c.id === preset)?.id ?? contracts[0]?.id ?? null;
  const contragentId = contragent === undefined ? (contragents[0]?.id ?? null) : contragent;
  // A refusal stays until the next submit (see above); other outcomes go with the next edit.
  const edit = () => setOutcome((o) => (o.kind === 'sending' || o.kind === 'refused' ? o : { kind: 'idle' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'sending' || contractId === null) return;
    const startdate = range.start ? formatDate(range.start) : '';
    const enddate = range.end ? formatDate(range.end) : '';
    if (actPeriod(startdate, enddate) === 'invalid') {
      setOutcome({ kind: 'refused' });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const act = await requestAct({ contract: contractId, contragent: contragentId, startdate, enddate });
      setOutcome({ kind: 'sent' });
      onRequested(act);
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorText(error) });
    }
  };

  return (
    <form className="b2b-acts-form" part="form" aria-label={t('actsFormTitle')} onSubmit={(e) => void submit(e)} noValidate>
      <IdSelect
        className="b2b-acts-field"
        label={t('actsContract')}
        value={contractId}
        onChange={(id) => {
          edit();
          setContract(id);
        }}
        items={contracts}
      />
      <Select
        className="b2b-acts-field"
        label={t('actsContragent')}
        value={contragentId === null ? '' : String(contragentId)}
        onChange={(v) => {
          edit();
          setContragent(v === '' ? null : Number(v));
        }}
        options={[...contragents.map((c): [string, string] => [String(c.id), c.company]), ['', t('actsNoContragent')]]}
      />
      <DateRange
        legend={t('actsPeriod')}
        className="b2b-acts-range"
        value={range}
        refused={refused}
        onChange={(v) => {
          edit();
          setRange(v);
        }}
      />
      <div className="b2b-acts-form-actions">
        <Button type="submit" variant="primary" disabled={contractId === null} aria-busy={outcome.kind === 'sending' || undefined}>
          {t('actsRequest')}
        </Button>
      </div>
      {outcome.kind === 'sent' && (
        <Alert tone="success" className="b2b-acts-sent" onClose={() => setOutcome({ kind: 'idle' })}>
          {t('actsRequested')}
        </Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert tone="error" className="b2b-acts-failed" onClose={() => setOutcome({ kind: 'idle' })}>
          {t('actsRequestFailed', { reason: outcome.message })}
        </Alert>
      )}
    </form>
  );
}

import { useEffect, useRef } from 'react';
import type { ContragentContracts } from '../../core/api/account-owner';
import { t } from '../../core/messages/account';

interface ContractsTreeProps {
  groups: readonly ContragentContracts[];
  checked: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  errorId: string;
}

/** The owner's counterparties, each with a check-all box over its contracts. */
export function ContractsTree({ groups, checked, onChange, error, errorId }: ContractsTreeProps) {
  const set = new Set(checked);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(set);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };
  return (
    <fieldset className="b2b-account-tree" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('managersContracts')}</legend>
      {groups.map((g) => {
        const ids = g.contracts.map((c) => c.id);
        const count = ids.filter((id) => set.has(id)).length;
        return (
          <fieldset key={g.id}>
            <legend>
              <GroupBox label={t('managersContractsAll', { name: g.company })} all={count === ids.length && ids.length > 0} some={count > 0 && count < ids.length} onToggle={(on) => toggle(ids, on)} />
              <span aria-hidden="true">{g.company}</span>
            </legend>
            <ul>
              {g.contracts.map((c) => (
                <li key={c.id}>
                  <label>
                    <input type="checkbox" checked={set.has(c.id)} onChange={(e) => toggle([c.id], e.target.checked)} />
                    {c.header}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      {error && (
        <p id={errorId} className="b2b-account-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A check-all box, mixed while only some of the counterparty's contracts are checked. */
function GroupBox({ label, all, some, onToggle }: { label: string; all: boolean; some: boolean; onToggle: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={all} onChange={(e) => onToggle(e.target.checked)} />;
}

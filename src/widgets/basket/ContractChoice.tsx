import { t } from '../../core/messages/basket';
import { Alert } from '../../ui/alert';
import { Field } from '../../ui/field';
import { ChoiceSkeleton } from './BasketSkeleton';
import type { useContractChoice } from './use-contract-choice';

type Choice = ReturnType<typeof useContractChoice>;

/** Contract and warehouse selects (setContract); the lines are re-priced once the server agrees. */
export function ContractChoice({ choice }: { choice: Choice }) {
  const { status, contracts, warehouses, contractId, warehouseId, pending, error } = choice;
  if (status === 'idle' || status === 'loading') return <ChoiceSkeleton />;
  if (contracts.length === 0) return null;
  return (
    <div className="b2b-basket-choice" part="choice" role="group" aria-label={t('basketChoiceTitle')} aria-busy={pending || undefined}>
      <Field label={t('basketContract')} className="b2b-basket-contract">
        {(control) => (
          <select
            {...control}
            className="b2b-input"
            part="select"
            value={contractId ?? ''}
            onChange={(event) => choice.chooseContract(Number(event.target.value))}
          >
            {contractId === null && <option value="">{t('basketChoose')}</option>}
            {contracts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.header}
              </option>
            ))}
          </select>
        )}
      </Field>
      {warehouses.length > 0 && (
        <Field label={t('basketWarehouse')} className="b2b-basket-warehouse">
          {(control) => (
            <select
              {...control}
              className="b2b-input"
              part="select"
              value={warehouseId ?? ''}
              onChange={(event) => choice.chooseWarehouse(Number(event.target.value))}
            >
              {warehouseId === null && <option value="">{t('basketChoose')}</option>}
              {warehouses.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.header}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <p className="b2b-basket-choice-status" role="status">
        {pending ? t('basketChoiceSaving') : ''}
      </p>
      {error && (
        <Alert tone="error" actions={[{ label: t('retry'), onClick: choice.retry }]}>
          {error}
        </Alert>
      )}
    </div>
  );
}

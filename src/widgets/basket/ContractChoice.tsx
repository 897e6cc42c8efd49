import { t } from '../../core/messages/basket';
import { Alert } from '../../ui/alert';
import { IdSelect } from '../../ui/select';
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
      <IdSelect
        className="b2b-basket-contract"
        label={t('basketContract')}
        value={contractId}
        onChange={choice.chooseContract}
        items={contracts}
        placeholder={t('basketChoose')}
      />
      {warehouses.length > 0 && (
        <IdSelect
          className="b2b-basket-warehouse"
          label={t('basketWarehouse')}
          value={warehouseId}
          onChange={choice.chooseWarehouse}
          items={warehouses}
          placeholder={t('basketChoose')}
        />
      )}
      <p className="b2b-basket-choice-status" role="status">
        {pending ? t('basketChoiceSaving') : ''}
      </p>
      {error && <Alert tone="error" onRetry={choice.retry}>{error}</Alert>}
    </div>
  );
}

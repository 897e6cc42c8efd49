import { useCallback, useMemo, useState } from 'react';
import { deleteAddresses, getAddresses } from '../../core/api/places';
import { t } from '../../core/messages/addresses';
import type { Address } from '../../core/types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmProvider } from '../../ui/confirm';
import { DataTable, type RowId } from '../../ui/data-table';
import { EmptyState, ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import { StyleRoot } from '../../ui/StyleRoot';
import { useRecordList } from '../../blocks/places/use-record-list';
import { useRecordRemove } from '../../blocks/places/use-record-remove';
import { addressColumns } from './address-columns';
import { AddressDialog } from './AddressDialog';
import { addressesStyles } from './addresses-styles';
import { useAddressForm } from './use-address-form';

const rowId = (a: Address) => a.id;

/**
 * The customer's delivery addresses (issue 21): add, edit with suggestions of
 * the region's addresses, delete one or the checked ones after 'Удалить адрес?'.
 * The basket's delivery form offers the same addresses.
 */
export function Addresses() {
  return (
    <StyleRoot css={addressesStyles} className="b2b-addresses">
      <ConfirmProvider>
        <AddressesBody />
      </ConfirmProvider>
    </StyleRoot>
  );
}

function AddressesBody() {
  const list = useRecordList(getAddresses);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const [saved, setSaved] = useState(false);
  const { drop, upsert } = list;
  const onRemoved = useCallback(
    (ids: readonly number[]) => {
      drop(ids);
      setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(Number(id)))));
    },
    [drop],
  );
  const removal = useRecordRemove(deleteAddresses, onRemoved);
  const onSaved = useCallback(
    (address: Address) => {
      upsert(address);
      setSaved(true);
    },
    [upsert],
  );
  const form = useAddressForm(onSaved);
  const { remove, busy } = removal;
  const openForm = form.open;
  const columns = useMemo(
    () => addressColumns({ edit: openForm, remove: (a) => void remove([a.id], t('confirmDeleteAddress')), busy }),
    [openForm, remove, busy],
  );

  return (
    <div className="b2b-places-body" part="base">
      <div className="b2b-places-bar">
        <h2 className="b2b-places-title">{t('addressesCaption')}</h2>
        <Button variant="primary" onClick={() => openForm('new')}>
          {t('placesAdd')}
        </Button>
      </div>
      {saved && (
        <Alert tone="success" autoHideMs={1500} onClose={() => setSaved(false)}>
          {t('dataSaved')}
        </Alert>
      )}
      {removal.failure && (
        <Alert tone="error" onClose={removal.dismiss} actions={[{ label: t('retry'), onClick: removal.retry }]}>
          {t('placesFailed', { reason: removal.failure.message })}
        </Alert>
      )}
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      {!list.rows && !list.error && (
        <SkeletonLoading label={t('loading')}>
          <SkeletonLines lines={3} />
        </SkeletonLoading>
      )}
      {list.rows &&
        (list.rows.length === 0 ? (
          <EmptyState title={t('addressesEmpty')} />
        ) : (
          <DataTable
            caption={t('addressesCaption')}
            columns={columns}
            rows={list.rows}
            getRowId={rowId}
            selectable
            checkedIds={checked}
            onCheckedChange={setChecked}
            rowLabel={(a) => t('addressRowLabel', { name: a.full_address })}
            bulkActions={(ids) => (
              <Button small variant="danger" onClick={() => void remove([...ids].map(Number), t('confirmDeleteAddress'))}>
                {t('placesDeleteChecked')}
              </Button>
            )}
          />
        ))}
      <AddressDialog form={form} />
    </div>
  );
}

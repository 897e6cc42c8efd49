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
import { useRecordActions } from '../../blocks/record-list/use-record-actions';
import { useRecordList } from '../../blocks/record-list/use-record-list';
import { addressColumns } from './address-columns';
import { AddressDialog } from './AddressDialog';
import { addressesStyles } from './addresses-styles';
import { useAddressForm } from './use-address-form';

const rowId = (a: Address) => a.id;
const load = (signal: AbortSignal) => getAddresses({ signal });
const removeRecords = (ids: readonly number[]) => deleteAddresses(ids);

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
  const list = useRecordList(load);
  const [checked, setChecked] = useState<ReadonlySet<RowId>>(new Set());
  const [saved, setSaved] = useState(false);
  const { drop, put } = list;
  const onRemoved = useCallback(
    (ids: readonly number[]) => {
      drop(ids);
      setChecked((prev) => new Set([...prev].filter((id) => !ids.includes(Number(id)))));
    },
    [drop],
  );
  const removal = useRecordActions<'remove'>(removeRecords, onRemoved);
  const onSaved = useCallback(
    (address: Address) => {
      put(address);
      setSaved(true);
    },
    [put],
  );
  const form = useAddressForm(onSaved);
  const { act, busy } = removal;
  const openForm = form.open;
  const columns = useMemo(
    () => addressColumns({ edit: openForm, remove: (a) => void act([a.id], 'remove', t('confirmDeleteAddress')), busy }),
    [openForm, act, busy],
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
              <Button small variant="danger" onClick={() => void act([...ids].map(Number), 'remove', t('confirmDeleteAddress'))}>
                {t('placesDeleteChecked')}
              </Button>
            )}
          />
        ))}
      <AddressDialog form={form} />
    </div>
  );
}

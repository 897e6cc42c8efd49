import { useCallback, useMemo, useState } from 'react';
import { deleteConsignees, getConsignees } from '../../core/api/places';
import { t } from '../../core/messages/consignees';
import type { Consignee } from '../../core/types';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmProvider } from '../../ui/confirm';
import { DataTable, type RowId } from '../../ui/data-table';
import { EmptyState, ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import { StyleRoot } from '../../ui/StyleRoot';
import { useRecordActions } from '../../blocks/record-list/use-record-actions';
import { useRecordList } from '../../blocks/record-list/use-record-list';
import { consigneeColumns, consigneeName } from './consignee-columns';
import { LazyConsigneeDialog } from './LazyConsigneeDialog';
import { consigneesStyles } from './consignees-styles';
import { useConsigneeForm } from './use-consignee-form';

const rowId = (c: Consignee) => c.id;
const load = (signal: AbortSignal) => getConsignees({ signal });
const removeRecords = (ids: readonly number[]) => deleteConsignees(ids);

/**
 * The customer's consignees (issue 21): surname, name and the scan of the
 * power of attorney (images only, upload progress shown); add, edit, delete
 * one or the checked ones after 'Удалить грузополучателя?'.
 */
export function Consignees() {
  return (
    <StyleRoot css={consigneesStyles} className="b2b-consignees">
      <ConfirmProvider>
        <ConsigneesBody />
      </ConfirmProvider>
    </StyleRoot>
  );
}

function ConsigneesBody() {
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
    (consignee: Consignee) => {
      put(consignee);
      setSaved(true);
    },
    [put],
  );
  const form = useConsigneeForm(onSaved);
  const { act, busy } = removal;
  const openForm = form.open;
  const columns = useMemo(
    () => consigneeColumns({ edit: openForm, remove: (c) => void act([c.id], 'remove', t('confirmDeleteConsignee')), busy }),
    [openForm, act, busy],
  );

  return (
    <div className="b2b-places-body" part="base">
      <div className="b2b-places-bar">
        <h2 className="b2b-places-title">{t('consigneesCaption')}</h2>
        <Button variant="primary" onClick={() => openForm('new')}>
          {t('placesAdd')}
        </Button>
      </div>
      {saved && form.form.subject === null && (
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
          <EmptyState title={t('consigneesEmpty')} />
        ) : (
          <DataTable
            caption={t('consigneesCaption')}
            columns={columns}
            rows={list.rows}
            getRowId={rowId}
            selectable
            checkedIds={checked}
            onCheckedChange={setChecked}
            rowLabel={(c) => t('consigneeRowLabel', { name: consigneeName(c) })}
            bulkActions={(ids) => (
              <Button small variant="danger" onClick={() => void act([...ids].map(Number), 'remove', t('confirmDeleteConsignee'))}>
                {t('placesDeleteChecked')}
              </Button>
            )}
          />
        ))}
      <LazyConsigneeDialog form={form} />
    </div>
  );
}

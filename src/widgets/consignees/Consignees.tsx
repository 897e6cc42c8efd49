import { useMemo } from 'react';
import { deleteConsignees, getConsignees } from '../../core/api/places';
import { t } from '../../core/messages/consignees';
import { ConfirmProvider } from '../../ui/confirm';
import { StyleRoot } from '../../ui/StyleRoot';
import { PlacesListView, usePlacesList } from '../../blocks/record-list/places-list';
import { consigneeColumns, consigneeName } from './consignee-columns';
import { LazyConsigneeDialog } from './LazyConsigneeDialog';
import { consigneesStyles } from './consignees-styles';
import { useConsigneeForm } from './use-consignee-form';

const load = (signal: AbortSignal) => getConsignees({ signal });
const removeRecords = (ids: readonly number[]) => deleteConsignees(ids);

/**
 * The customer's consignees (issue 21): surname, name and the scan of the
 * power of attorney (images only, upload progress shown); add, edit, delete
 * one or the checked ones after 'Удалить грузополучателя?'.
 */
export function Consignees() {
  return (
    <StyleRoot css={consigneesStyles} className="b2b-consignees" providers={[ConfirmProvider]}>
      <ConsigneesBody />
    </StyleRoot>
  );
}

function ConsigneesBody() {
  const places = usePlacesList(load, removeRecords, t('confirmDeleteConsignee'));
  const form = useConsigneeForm(places.onSaved);
  const { removeIds, busy } = places;
  const openForm = form.open;
  const columns = useMemo(() => consigneeColumns({ edit: openForm, remove: (c) => removeIds([c.id]), busy }), [openForm, removeIds, busy]);
  return (
    <PlacesListView
      places={places}
      caption={t('consigneesCaption')}
      emptyTitle={t('consigneesEmpty')}
      columns={columns}
      rowLabel={(c) => t('consigneeRowLabel', { name: consigneeName(c) })}
      onAdd={() => openForm('new')}
      showSaved={form.form.subject === null}
    >
      <LazyConsigneeDialog form={form} />
    </PlacesListView>
  );
}

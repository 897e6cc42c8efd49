import { useMemo } from 'react';
import { deleteAddresses, getAddresses } from '../../core/api/places';
import { t } from '../../core/messages/addresses';
import { ConfirmProvider } from '../../ui/confirm';
import { StyleRoot } from '../../ui/StyleRoot';
import { PlacesListView, usePlacesList } from '../../blocks/record-list/places-list';
import { addressColumns } from './address-columns';
import { AddressDialog } from './AddressDialog';
import { addressesStyles } from './addresses-styles';
import { useAddressForm } from './use-address-form';

const load = (signal: AbortSignal) => getAddresses({ signal });
const removeRecords = (ids: readonly number[]) => deleteAddresses(ids);

/**
 * The customer's delivery addresses (issue 21): add, edit with suggestions of
 * the region's addresses, delete one or the checked ones after 'Удалить адрес?'.
 * The basket's delivery form offers the same addresses.
 */
export function Addresses() {
  return (
    <StyleRoot css={addressesStyles} className="b2b-addresses" providers={[ConfirmProvider]}>
      <AddressesBody />
    </StyleRoot>
  );
}

function AddressesBody() {
  const places = usePlacesList(load, removeRecords, t('confirmDeleteAddress'));
  const form = useAddressForm(places.onSaved);
  const { removeIds, busy } = places;
  const openForm = form.open;
  const columns = useMemo(() => addressColumns({ edit: openForm, remove: (a) => removeIds([a.id]), busy }), [openForm, removeIds, busy]);
  return (
    <PlacesListView
      places={places}
      caption={t('addressesCaption')}
      emptyTitle={t('addressesEmpty')}
      columns={columns}
      rowLabel={(a) => t('addressRowLabel', { name: a.full_address })}
      onAdd={() => openForm('new')}
    >
      <AddressDialog form={form} />
    </PlacesListView>
  );
}

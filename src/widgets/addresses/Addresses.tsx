import { deleteAddresses, getAddresses } from '../../core/api/places';
import { t } from '../../core/messages/addresses';
import type { Address } from '../../core/types';
import { PlacesTag, type PlacesConfig } from '../../blocks/record-list/places-list';
import { addressColumns } from './address-columns';
import { AddressDialog } from './AddressDialog';
import { addressesStyles } from './addresses-styles';
import { useAddressForm, type AddressFormApi } from './use-address-form';

const addresses: PlacesConfig<Address, AddressFormApi> = {
  load: (signal) => getAddresses({ signal }),
  remove: (ids) => deleteAddresses(ids),
  useForm: useAddressForm,
  columns: addressColumns,
  Dialog: AddressDialog,
  text: () => ({ caption: t('addressesCaption'), empty: t('addressesEmpty'), question: t('confirmDeleteAddress') }),
  rowLabel: (a) => t('addressRowLabel', { name: a.full_address }),
};

/**
 * The customer's delivery addresses: add, edit with suggestions of
 * the region's addresses, delete one or the checked ones after 'Удалить адрес?'.
 * The basket's delivery form offers the same addresses.
 */
export function Addresses() {
  return <PlacesTag config={addresses} css={addressesStyles} className="b2b-addresses" />;
}

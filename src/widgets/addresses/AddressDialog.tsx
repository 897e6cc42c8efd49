import { useCallback } from 'react';
import { suggestAddresses } from '../../core/api/places';
import { t } from '../../core/messages/addresses';
import type { AddressSuggestion } from '../../core/types';
import { FormDialog } from '../../blocks/form/FormDialog';
import { Autocomplete } from '../../ui/autocomplete';
import { TextField } from '../../ui/field';
import type { AddressFormApi } from './use-address-form';

const label = (s: AddressSuggestion) => s.full_address;

/**
 * Add or edit an address: the address field suggests the portal's addresses of
 * the customer's region as one types (ARIA combobox), a choice fills the index.
 */
export function AddressDialog({ form }: { form: AddressFormApi }) {
  const { subject, full_address, postindex } = form.form;
  const fetchOptions = useCallback((query: string, signal: AbortSignal) => suggestAddresses(query, { signal }), []);
  return (
    <FormDialog
      open={subject !== null}
      onClose={form.close}
      title={subject === 'new' ? t('addressNew') : t('addressEditTitle')}
      onSubmit={() => void form.submit()}
      saving={form.saving}
      failure={form.failure}
      className="b2b-places-form"
    >
        <Autocomplete
          label={t('addressFullAddress')}
          description={t('addressSuggestHint')}
          fetchOptions={fetchOptions}
          getOptionLabel={label}
          renderOption={(s) => (s.postindex ? `${s.full_address}, ${s.postindex}` : s.full_address)}
          onSelect={form.choose}
          inputValue={full_address}
          onInputChange={(text) => form.edit({ full_address: text })}
          error={form.errors.full_address}
          required
          name="full_address"
        />
        <TextField
          label={t('addressPostindex')}
          value={postindex}
          onChange={(event) => form.edit({ postindex: event.target.value })}
          error={form.errors.postindex}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          name="postindex"
        />
    </FormDialog>
  );
}

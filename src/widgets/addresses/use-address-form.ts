/**
 * The add/edit address dialog's state: the fields, their errors (shown after
 * the first save attempt, then following the edits), the save and the
 * portal's refusal. A suggestion fills the address and its postindex.
 */
import { useCallback, useState } from 'react';
import { saveAddress } from '../../core/api/places';
import { validateAddress } from '../../core/rules/places';
import type { Address, AddressSuggestion } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { useSave } from '../../blocks/form/use-save';

export interface AddressFormState {
  /** null: the dialog is closed; 'new' or the address being edited. */
  subject: 'new' | Address | null;
  full_address: string;
  postindex: string;
}

const CLOSED: AddressFormState = { subject: null, full_address: '', postindex: '' };

export function useAddressForm(onSaved: (address: Address) => void) {
  const [form, setForm] = useState<AddressFormState>(CLOSED);
  const [checked, setChecked] = useState(false);
  const { saving, failure, setFailure, save } = useSave(errorText);

  const open = useCallback((subject: 'new' | Address) => {
    setForm(subject === 'new' ? { subject, full_address: '', postindex: '' } : { subject, full_address: subject.full_address, postindex: subject.postindex });
    setChecked(false);
    setFailure(null);
  }, [setFailure]);
  const close = useCallback(() => setForm(CLOSED), []);
  const edit = useCallback((patch: Partial<Pick<AddressFormState, 'full_address' | 'postindex'>>) => setForm((f) => ({ ...f, ...patch })), []);
  const choose = useCallback((s: AddressSuggestion) => setForm((f) => ({ ...f, full_address: s.full_address, postindex: s.postindex || f.postindex })), []);

  const errors = checked ? validateAddress(form) : {};

  const submit = useCallback(async () => {
    setChecked(true);
    const { subject } = form;
    if (subject === null || saving || Object.keys(validateAddress(form)).length) return;
    await save(async () => {
      onSaved(await saveAddress(subject === 'new' ? null : subject.id, { full_address: form.full_address.trim(), postindex: form.postindex.trim() }));
      setForm(CLOSED);
    });
  }, [form, saving, onSaved, save]);

  return { form, errors, saving, failure, open, close, edit, choose, submit };
}

export type AddressFormApi = ReturnType<typeof useAddressForm>;

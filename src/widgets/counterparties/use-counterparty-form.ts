/**
 * The add/edit dialog's state: the fields, their errors (shown after the first
 * submit), the save, and a refusal of the portal ('Этот контрагент уже
 * зарегистрирован', a wrong ИНН) under its field or above the form.
 */
import { useCallback, useState } from 'react';
import { saveContragent, type Contragent, type ContragentForm } from '../../core/api/account-owner';
import { saveError } from '../../blocks/record-list/save-error';
import { useSave } from '../../blocks/form/use-save';
import type { CounterpartyErrors, CounterpartyField } from '../../core/rules/counterparty';

const EMPTY: ContragentForm = { company: '', inn: '', kpp: '' };

export function useCounterpartyForm(onSaved: (row: Contragent) => void) {
  /** null: closed; 'new'; or the row being edited. */
  const [subject, setSubject] = useState<Contragent | 'new' | null>(null);
  const [form, setForm] = useState<ContragentForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const { saving, failure: serverError, setFailure: setServerError, save } = useSave(saveError);

  const open = useCallback((row: Contragent | null) => {
    setSubject(row ?? 'new');
    setForm(row ? { company: row.company, inn: row.inn, kpp: row.kpp } : EMPTY);
    setSubmitted(false);
    setServerError(null);
  }, [setServerError]);
  const close = useCallback(() => setSubject(null), []);
  const edit = useCallback((field: CounterpartyField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerError(null);
  }, [setServerError]);

  const fieldError = serverError?.field === 'inn' || serverError?.field === 'company' || serverError?.field === 'kpp' ? (serverError as { message: string; field: CounterpartyField }) : null;

  /** `errors`: the form's rules now (the dialog's module has them, so they load with it). */
  const submit = useCallback(async (errors: CounterpartyErrors) => {
    if (subject === null) return;
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    await save(async () => {
      onSaved(await saveContragent(subject === 'new' ? null : subject.id, { company: form.company.trim(), inn: form.inn.replace(/\s+/g, ''), kpp: form.kpp.trim() }));
      setSubject(null);
    });
  }, [subject, form, onSaved, save]);

  const formError = serverError && !['inn', 'company', 'kpp'].includes(serverError.field ?? '') ? serverError.message : null;
  return { subject, form, submitted, fieldError, formError, saving, open, close, edit, submit };
}

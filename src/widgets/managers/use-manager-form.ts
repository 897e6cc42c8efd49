/**
 * The manager dialog's state: the fields, the contracts tree and addresses read
 * for this manager (getManagerContragentsContracts, isChecked), errors shown after
 * the first submit, and a refusal of the portal under its field ('Этот Логин уже
 * занят', 'Этот Email уже занят') or above the form.
 */
import { useCallback, useState } from 'react';
import { getManagerContragentsContracts, saveManager, type Manager, type ManagerChoices, type ManagerForm } from '../../core/api/account-owner';
import { useLoad } from '../../blocks/load/use-load';
import { saveError } from '../../blocks/record-list/save-error';
import { useSave } from '../../blocks/form/use-save';
import type { ManagerErrors } from '../../core/rules/manager';

const EMPTY: ManagerForm = { login: '', email: '', name: '', phone: '', type_id: 2, contracts: [], addresses: [] };
const FIELDS: readonly string[] = ['login', 'email', 'name', 'phone', 'contracts'];

export function useManagerForm(onSaved: (manager: Manager, passwordSentTo?: string) => void) {
  const [subject, setSubject] = useState<Manager | 'new' | null>(null);
  const [form, setForm] = useState<ManagerForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const { saving, failure: serverError, setFailure: setServerError, save } = useSave(saveError);

  const managerId = subject === null || subject === 'new' ? null : subject.id;
  // Read each time the dialog opens (a new subject), from nothing (no `keep`).
  const read = useLoad(
    async (signal): Promise<ManagerChoices> => {
      const reply = await getManagerContragentsContracts(managerId, { signal });
      // The tree's isChecked is the truth for what the manager has now.
      setForm((f) => ({
        ...f,
        contracts: reply.contragents.flatMap((g) => g.contracts.filter((c) => c.isChecked).map((c) => c.id)),
        addresses: reply.addresses.filter((a) => a.isChecked).map((a) => a.id),
      }));
      return reply;
    },
    // `subject`: every opening reads again (a key the call does not send).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [subject, managerId],
    { skip: subject === null },
  );
  const choices = read.data;
  const choicesError = read.error;

  const open = useCallback((manager: Manager | null) => {
    setSubject(manager ?? 'new');
    setForm(
      manager
        ? { login: manager.login, email: manager.email, name: manager.name, phone: manager.phone, type_id: manager.type_id, contracts: [], addresses: [] }
        : EMPTY,
    );
    setSubmitted(false);
    setServerError(null);
  }, [setServerError]);
  const close = useCallback(() => setSubject(null), []);
  const edit = useCallback(<K extends keyof ManagerForm>(field: K, value: ManagerForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerError(null);
  }, [setServerError]);

  /** The field a refusal of the portal names, and its message. */
  const fieldError = serverError?.field && FIELDS.includes(serverError.field) ? serverError : null;

  /** `errors`: the form's rules now (the dialog's module has them, so they load with it). */
  const submit = useCallback(async (errors: ManagerErrors) => {
    if (subject === null) return;
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    await save(async () => {
      const reply = await saveManager(managerId, { ...form, login: form.login.trim(), email: form.email.trim(), name: form.name.trim() });
      onSaved(reply.manager, reply.passwordSentTo);
      setSubject(null);
    });
  }, [subject, managerId, form, onSaved, save]);

  const formError = serverError && !FIELDS.includes(serverError.field ?? '') ? serverError.message : null;
  return { subject, form, choices, choicesError, submitted, fieldError, formError, saving, open, close, edit, submit };
}

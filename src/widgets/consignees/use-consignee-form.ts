/**
 * The add/edit consignee dialog: surname, name and the scan of the power of
 * attorney (images only, spec 5). Saving sends the consignee first, then the
 * scan (POST consigneeUpload needs its id) with real upload progress. If the
 * scan fails the consignee is already saved: the dialog stays open on it, so
 * another try sends the scan again instead of a second consignee.
 */
import { useCallback, useState } from 'react';
import { saveConsignee, uploadConsigneeScan } from '../../core/api/places';
import { t } from '../../core/messages/consignees';
import { validateConsignee } from '../../core/rules/places';
import type { Consignee } from '../../core/types';
import { errorText } from '../../stores/api-errors';

export interface ConsigneeFormState {
  /** null: closed; 'new' or the consignee being edited. */
  subject: 'new' | Consignee | null;
  surname: string;
  name: string;
  file: File | null;
}

const CLOSED: ConsigneeFormState = { subject: null, surname: '', name: '', file: null };

export function useConsigneeForm(onSaved: (consignee: Consignee) => void) {
  const [form, setForm] = useState<ConsigneeFormState>(CLOSED);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = useCallback((subject: 'new' | Consignee) => {
    setForm(subject === 'new' ? { ...CLOSED, subject } : { subject, surname: subject.surname, name: subject.name, file: null });
    setChecked(false);
    setFailure(null);
    setProgress(null);
  }, []);
  const close = useCallback(() => setForm(CLOSED), []);
  const edit = useCallback((patch: Partial<Omit<ConsigneeFormState, 'subject'>>) => setForm((f) => ({ ...f, ...patch })), []);

  const errors = checked ? validateConsignee(form) : {};

  const submit = useCallback(async () => {
    setChecked(true);
    if (form.subject === null || saving || Object.keys(validateConsignee(form)).length) return;
    setSaving(true);
    setFailure(null);
    let saved: Consignee | null = null;
    try {
      const id = form.subject === 'new' ? null : form.subject.id;
      saved = await saveConsignee(id, { surname: form.surname.trim(), name: form.name.trim() });
      onSaved(saved);
      if (form.file) {
        setProgress(0);
        saved = await uploadConsigneeScan(saved.id, form.file, { onProgress: setProgress });
        onSaved(saved);
      }
      setForm(CLOSED);
    } catch (error) {
      const reason = errorText(error);
      if (saved) {
        // The consignee exists now: the next try edits it and sends the scan again.
        const kept = saved;
        setForm((f) => ({ ...f, subject: kept }));
        setFailure(t('consigneeScanFailed', { reason }));
      } else {
        setFailure(reason);
      }
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }, [form, saving, onSaved]);

  return { form, errors, saving, progress, failure, open, close, edit, submit };
}

export type ConsigneeFormApi = ReturnType<typeof useConsigneeForm>;

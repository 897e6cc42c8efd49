import { t } from '../../core/messages/account';
import { FormDialog } from '../../blocks/form/FormDialog';
import { TextField } from '../../ui/field';
import { counterpartyErrors, type CounterpartyErrors } from '../../core/rules/counterparty';
import type { useCounterpartyForm } from './use-counterparty-form';

/** Spec contragent_form: company, ИНН, КПП; add and edit. */
export function CounterpartyDialog({ dialog }: { dialog: ReturnType<typeof useCounterpartyForm> }) {
  const { form } = dialog;
  const errors: CounterpartyErrors = dialog.submitted ? counterpartyErrors(form) : {};
  if (dialog.fieldError) errors[dialog.fieldError.field] ??= dialog.fieldError.message;
  return (
    <FormDialog
      open={dialog.subject !== null}
      onClose={dialog.close}
      title={dialog.subject === 'new' ? t('counterpartiesAdd') : t('counterpartiesEditTitle')}
      size="small"
      onSubmit={() => void dialog.submit(counterpartyErrors(form))}
      saving={dialog.saving}
      failure={dialog.formError}
      className="b2b-account-form"
    >
        <TextField
          label={t('counterpartiesCompany')}
          value={form.company}
          onChange={(e) => dialog.edit('company', e.target.value)}
          error={errors.company}
          required
          maxLength={300}
          autoComplete="organization"
        />
        <TextField
          label={t('counterpartiesInn')}
          value={form.inn}
          onChange={(e) => dialog.edit('inn', e.target.value)}
          error={errors.inn}
          description={t('registrationInnHint')}
          required
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
        />
        <TextField
          label={t('counterpartiesKpp')}
          value={form.kpp}
          onChange={(e) => dialog.edit('kpp', e.target.value)}
          error={errors.kpp}
          maxLength={9}
          autoComplete="off"
        />
    </FormDialog>
  );
}

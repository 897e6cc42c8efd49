import { useId, type FormEvent } from 'react';
import { t } from '../../core/messages/account';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { counterpartyErrors, type CounterpartyErrors } from './counterparty-rules';
import type { useCounterpartyForm } from './use-counterparty-form';

/** Spec contragent_form: company, ИНН, КПП; add and edit. */
export function CounterpartyDialog({ dialog }: { dialog: ReturnType<typeof useCounterpartyForm> }) {
  const formId = useId();
  const { form } = dialog;
  const errors: CounterpartyErrors = dialog.submitted ? counterpartyErrors(form) : {};
  if (dialog.fieldError) errors[dialog.fieldError.field] ??= dialog.fieldError.message;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void dialog.submit(counterpartyErrors(form));
  };
  return (
    <Modal
      open={dialog.subject !== null}
      onClose={dialog.close}
      title={dialog.subject === 'new' ? t('counterpartiesAdd') : t('counterpartiesEditTitle')}
      size="small"
      footer={
        <>
          <Button variant="primary" type="submit" form={formId} disabled={dialog.saving} aria-busy={dialog.saving || undefined}>
            {t('accountSave')}
          </Button>
          <Button onClick={dialog.close}>{t('accountCancel')}</Button>
        </>
      }
    >
      <form id={formId} className="b2b-account-form" onSubmit={onSubmit} noValidate>
        {dialog.formError && <Alert tone="error">{dialog.formError}</Alert>}
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
      </form>
    </Modal>
  );
}

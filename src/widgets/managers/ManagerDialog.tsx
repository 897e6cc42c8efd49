import { useId } from 'react';
import { t } from '../../core/messages/account';
import { FormDialog } from '../../blocks/form/FormDialog';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/field';
import { PhoneField } from '../../ui/phone-field';
import { SkeletonLines, SkeletonLoading } from '../../ui/states';
import { ContractsTree } from './ContractsTree';
import { managerErrors, type ManagerErrors, type ManagerField } from '../../core/rules/manager';
import type { useManagerForm } from './use-manager-form';

/** Spec manager_form: login, e-mail, name, phone, contracts by counterparty, delivery addresses. */
export function ManagerDialog({ dialog }: { dialog: ReturnType<typeof useManagerForm> }) {
  const treeErrorId = useId();
  const { form, choices } = dialog;
  const errors: ManagerErrors = dialog.submitted ? managerErrors(form) : {};
  if (dialog.fieldError) errors[dialog.fieldError.field as ManagerField] ??= dialog.fieldError.message;
  return (
    <FormDialog
      open={dialog.subject !== null}
      onClose={dialog.close}
      title={dialog.subject === 'new' ? t('managersAdd') : t('managersFormTitle')}
      onSubmit={() => void dialog.submit(managerErrors(form))}
      saving={dialog.saving}
      saveDisabled={!choices}
      failure={dialog.formError}
      className="b2b-account-form"
    >
        <TextField label={t('managersLogin')} value={form.login} onChange={(e) => dialog.edit('login', e.target.value)} error={errors.login} required maxLength={50} autoComplete="off" />
        <TextField label={t('managersEmail')} type="email" value={form.email} onChange={(e) => dialog.edit('email', e.target.value)} error={errors.email} required maxLength={200} autoComplete="off" />
        <TextField label={t('managersName')} value={form.name} onChange={(e) => dialog.edit('name', e.target.value)} error={errors.name} required maxLength={200} autoComplete="off" />
        <PhoneField label={t('managersPhone')} value={form.phone} onChange={(value) => dialog.edit('phone', value)} error={errors.phone} required={false} />
        {dialog.choicesError && <Alert tone="error">{dialog.choicesError}</Alert>}
        {!choices && !dialog.choicesError && (
          <SkeletonLoading label={t('loading')}>
            <SkeletonLines lines={3} />
          </SkeletonLoading>
        )}
        {choices && (
          <>
            <ContractsTree groups={choices.contragents} checked={form.contracts} onChange={(ids) => dialog.edit('contracts', ids)} error={errors.contracts} errorId={treeErrorId} />
            {choices.addresses.length > 0 && (
              <fieldset className="b2b-account-tree">
                <legend>{t('managersAddresses')}</legend>
                {choices.addresses.map((a) => (
                  <label key={a.id}>
                    <input
                      type="checkbox"
                      checked={form.addresses.includes(a.id)}
                      onChange={(e) => dialog.edit('addresses', e.target.checked ? [...form.addresses, a.id] : form.addresses.filter((id) => id !== a.id))}
                    />
                    {a.full_address}
                  </label>
                ))}
              </fieldset>
            )}
          </>
        )}
    </FormDialog>
  );
}

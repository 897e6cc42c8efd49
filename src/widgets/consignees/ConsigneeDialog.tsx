import { useId, type FormEvent } from 'react';
import { t } from '../../core/messages/consignees';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FileField } from '../../ui/file-field';
import { Modal } from '../../ui/modal';
import type { ConsigneeFormApi } from './use-consignee-form';

/** Spec 5: an image upload must be an image type (checked on choosing; the portal checks the bytes). */
const IMAGES = ['image/*'] as const;

export function ConsigneeDialog({ form }: { form: ConsigneeFormApi }) {
  const formId = useId();
  const { subject, surname, name, file } = form.form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const current = subject !== null && subject !== 'new' ? subject.file : null;
  return (
    <Modal
      open={subject !== null}
      onClose={form.close}
      title={subject === 'new' ? t('consigneeNew') : t('consigneeEditTitle')}
      footer={
        <>
          <Button variant="primary" type="submit" form={formId} disabled={form.saving} aria-busy={form.saving || undefined}>
            {t('placesSave')}
          </Button>
          <Button onClick={form.close}>{t('basketCancel')}</Button>
        </>
      }
    >
      <form id={formId} className="b2b-places-form" onSubmit={onSubmit} noValidate>
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <TextField label={t('consigneeSurname')} value={surname} onChange={(e) => form.edit({ surname: e.target.value })} error={form.errors.surname} required maxLength={100} autoComplete="family-name" />
        <TextField label={t('consigneeName')} value={name} onChange={(e) => form.edit({ name: e.target.value })} error={form.errors.name} required maxLength={100} autoComplete="given-name" />
        <FileField
          label={t('consigneeScan')}
          accept={IMAGES}
          file={file}
          onChange={(next) => form.edit({ file: next })}
          progress={form.progress}
          description={current ? current.name : t('consigneeScanNone')}
          disabled={form.saving}
          name="file"
        />
      </form>
    </Modal>
  );
}

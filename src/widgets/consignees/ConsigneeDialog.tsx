import { t } from '../../core/messages/consignees';
import { FormDialog } from '../../blocks/form/FormDialog';
import { TextField } from '../../ui/field';
import { FileField } from '../../ui/file-field';
import type { ConsigneeFormApi } from './use-consignee-form';

/** Spec 5: an image upload must be an image type (checked on choosing; the portal checks the bytes). */
const IMAGES = ['image/*'] as const;

export function ConsigneeDialog({ form }: { form: ConsigneeFormApi }) {
  const { subject, surname, name, file } = form.form;
  const current = subject !== null && subject !== 'new' ? subject.file : null;
  return (
    <FormDialog
      open={subject !== null}
      onClose={form.close}
      title={subject === 'new' ? t('consigneeNew') : t('consigneeEditTitle')}
      onSubmit={() => void form.submit()}
      saving={form.saving}
      failure={form.failure}
      className="b2b-places-form"
    >
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
    </FormDialog>
  );
}

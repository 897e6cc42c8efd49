import { t } from '../../core/messages/registration';
import { formatFileSize } from '../../core/format';
import { TextField } from '../../ui/field';
import { Select } from '../../ui/select';
import { FileField } from '../../ui/file-field';
import { PhoneField } from '../../ui/phone-field';
import {
  FILE_ACCEPT,
  FILE_TYPES_TEXT,
  MAX_FILE_BYTES,
  REGION_OTHER,
  type RegionOption,
  type RegistrationField,
} from '../../core/rules/registration';
import type { RegistrationForm } from './use-registration';

type TextKey = Exclude<RegistrationField, 'file' | 'phone' | 'region' | 'captcha'>;

const TEXT_FIELDS: readonly { field: TextKey; label: Parameters<typeof t>[0]; autoComplete: string; required: boolean }[] = [
  { field: 'surname', label: 'registrationSurname', autoComplete: 'family-name', required: true },
  { field: 'name', label: 'registrationName', autoComplete: 'given-name', required: true },
  { field: 'patronymic', label: 'registrationPatronymic', autoComplete: 'additional-name', required: false },
];

/** Every field of the form but the captcha, in the legacy form's order. */
export function RegistrationFields({ form, regions }: { form: RegistrationForm; regions: readonly RegionOption[] }) {
  const { values, errors, change, blur } = form;
  const text = (field: TextKey, label: Parameters<typeof t>[0], extra: Record<string, unknown> = {}) => (
    <TextField
      key={field}
      label={t(label)}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => blur(field)}
      {...extra}
    />
  );

  return (
    <div className="b2b-registration-fields">
      {TEXT_FIELDS.map((f) => text(f.field, f.label, { autoComplete: f.autoComplete, required: f.required }))}
      <PhoneField
        label={t('registrationPhone')}
        name="phone"
        value={values.phone}
        error={errors.phone}
        onChange={(value) => change('phone', value)}
        onBlur={() => blur('phone')}
      />
      {text('email', 'registrationEmail', { type: 'email', autoComplete: 'email', required: true })}
      {text('company', 'registrationCompany', { autoComplete: 'organization', required: true })}
      {text('inn', 'registrationInn', {
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength: 14,
        required: true,
        description: t('registrationInnHint'),
      })}
      {text('city', 'registrationCity', { autoComplete: 'address-level2', required: true })}
      <Select
        label={t('registrationRegion')}
        selectClassName="b2b-registration-select"
        part="input"
        name="region"
        required
        error={errors.region}
        value={values.region}
        onChange={(region) => change('region', region)}
        options={[...regions.map((r) => [r.value, r.label] as const), [REGION_OTHER, t('regionOther')] as const]}
      />
      {values.region === REGION_OTHER &&
        text('region_other', 'registrationRegionOther', { autoComplete: 'address-level1', required: true })}
      <FileField
        className="b2b-registration-wide"
        label={t('registrationFile')}
        description={t('registrationFileHint', { types: FILE_TYPES_TEXT, max: formatFileSize(MAX_FILE_BYTES) })}
        name="file"
        accept={FILE_ACCEPT}
        file={values.file}
        error={errors.file}
        progress={form.step === 'sending' && values.file ? form.progress : null}
        onChange={(file) => change('file', file)}
      />
    </div>
  );
}

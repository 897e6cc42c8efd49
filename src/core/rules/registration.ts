/**
 * What the registration form checks before sending. The spec only says the
 * captcha is required; the rest is what the legacy form and the portal check,
 * plus the ИНН checksum (src/core/rules/inn.ts).
 */
import { t } from '../messages/registration';
import { formatFileSize } from '../format';
import { isEmail } from './email';
import { innProblem, normalizeInn } from './inn';
import { isPhoneValid } from './phone';
import type { RegistrationRequest } from '../types';
import { REGISTRATION_TEXT_FIELDS } from '../api/registration';

/** What the form holds: every field of the request as typed (optional ones empty), and the chosen file. */
export type RegistrationValues = Required<Omit<RegistrationRequest, 'file'>> & { file: File | null };

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Screen order: the first field in error gets the focus. */
export const FIELD_ORDER: readonly RegistrationField[] = [...REGISTRATION_TEXT_FIELDS.filter((f) => f !== 'captcha'), 'file', 'captcha'];

/** The region option that reveals region_other. */
export const REGION_OTHER = 'other';

export interface RegionOption {
  value: string;
  label: string;
}

/**
 * The legacy form's list; value '1' is the spec's default region. A host page
 * can pass its own with the `regions` attribute (JSON).
 */
export const DEFAULT_REGIONS: readonly RegionOption[] = [
  { value: '1', label: 'Москва и Московская область' },
  { value: '2', label: 'Санкт-Петербург и Ленинградская область' },
  { value: '3', label: 'Центральный федеральный округ' },
  { value: '4', label: 'Северо-Западный федеральный округ' },
  { value: '5', label: 'Южный федеральный округ' },
  { value: '6', label: 'Северо-Кавказский федеральный округ' },
  { value: '7', label: 'Приволжский федеральный округ' },
  { value: '8', label: 'Уральский федеральный округ' },
  { value: '9', label: 'Сибирский федеральный округ' },
  { value: '10', label: 'Дальневосточный федеральный округ' },
];

/** A host's `regions` attribute, checked: anything malformed falls back to the legacy list. */
export function regionOptions(input: unknown): readonly RegionOption[] {
  if (!Array.isArray(input)) return DEFAULT_REGIONS;
  const list = input.filter(
    (r): r is RegionOption =>
      typeof r === 'object' && r !== null && typeof (r as RegionOption).value === 'string' &&
      typeof (r as RegionOption).label === 'string' && (r as RegionOption).value !== REGION_OTHER,
  );
  return list.length ? list : DEFAULT_REGIONS;
}

/** The portal refuses bigger files (examples/portal: MAX_FILE_BYTES); say so before the upload. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods', 'rtf', 'txt'];
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/rtf',
  'text/rtf',
  'text/plain',
];

/** For the file input's `accept`: a hint to the picker (and FileField's first check); fileError is the full one. */
export const FILE_ACCEPT: readonly string[] = ['image/*', ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)];

/** 'JPG, PNG, PDF, DOC, …' for the messages. */
export const FILE_TYPES_TEXT = ['jpg', 'png', ...DOCUMENT_EXTENSIONS].map((e) => e.toUpperCase()).join(', ');

/** Spec 5 "image upload must be an image type"; here an image or a document. */
export function fileError(file: File): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const type = file.type.toLowerCase();
  // SVG is script-capable markup, not a picture of a document: refused.
  const isImage = type.startsWith('image/') && type !== 'image/svg+xml';
  // Browsers leave the type empty (or generic) for some documents: then the extension decides.
  const isDocument =
    DOCUMENT_EXTENSIONS.includes(ext) &&
    (type === '' || type === 'application/octet-stream' || DOCUMENT_TYPES.includes(type));
  if (!isImage && !isDocument) return t('registrationFileType', { name: file.name, types: FILE_TYPES_TEXT });
  if (file.size > MAX_FILE_BYTES) {
    return t('registrationFileSize', { size: formatFileSize(file.size), max: formatFileSize(MAX_FILE_BYTES) });
  }
  return null;
}

function innError(value: string): string | null {
  const problem = innProblem(value);
  switch (problem) {
    case null:
      return null;
    case 'empty':
      return t('required');
    case 'notDigits':
      return t('innNotDigits');
    case 'length':
      return t('innLength', { n: normalizeInn(value).length });
    case 'checksum':
      return t('innChecksum');
  }
}

const REQUIRED_TEXT: readonly RegistrationField[] = ['surname', 'name', 'company', 'city', 'captcha'];

/** The message for one field, or null when it is fine. */
export function registrationFieldError(field: RegistrationField, values: RegistrationValues): string | null {
  const value = values[field];
  if (REQUIRED_TEXT.includes(field)) return typeof value === 'string' && value.trim() !== '' ? null : t('required');
  switch (field) {
    case 'phone':
      return isPhoneValid(values.phone) ? null : t('required');
    case 'email':
      if (values.email.trim() === '') return t('required');
      return isEmail(values.email) ? null : t('emailInvalid');
    case 'inn':
      return innError(values.inn);
    case 'region':
      return values.region ? null : t('required');
    case 'region_other':
      return values.region === REGION_OTHER && values.region_other.trim() === '' ? t('required') : null;
    case 'file':
      return values.file ? fileError(values.file) : null;
    default:
      return null;
  }
}

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of FIELD_ORDER) {
    const error = registrationFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

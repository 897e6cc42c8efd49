/**
 * What the visitor typed, kept for the life of the page: closing the dialog,
 * or a React host unmounting it, must not lose a long form. Only in
 * memory: personal data does not go to storage, and a reload starts afresh.
 * The captcha answer is not kept: a new form shows a new picture.
 */
import { DEFAULT_REGION } from '../../core/constants';
import type { RegistrationValues } from '../../core/rules/registration';

export const EMPTY_REGISTRATION: RegistrationValues = {
  surname: '',
  name: '',
  patronymic: '',
  phone: '',
  email: '',
  company: '',
  inn: '',
  city: '',
  region: DEFAULT_REGION,
  region_other: '',
  captcha: '',
  file: null,
};

let draft: RegistrationValues | null = null;

export function loadDraft(): RegistrationValues {
  return { ...(draft ?? EMPTY_REGISTRATION), captcha: '' };
}

export function saveDraft(values: RegistrationValues): void {
  draft = { ...values, captcha: '' };
}

/** After a successful registration, and between tests. */
export function clearDraft(): void {
  draft = null;
}

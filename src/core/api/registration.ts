/** The visitor's registration request (multipart with a file, progress shown) and its captcha. */
import * as s from '../schemas';
import type { RegistrationReply, RegistrationRequest } from '../types';
import { siteUrl } from './client';
import { uploadWithProgress } from './upload';

export interface RegisterOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeout?: number;
  /** '/registration/' is the legacy "simple save" (a registration request, spec 7). Default '/registration'. */
  path?: '/registration' | '/registration/';
}

/** The text fields in the order of docs/api.md (the form shows them in this order, the file before the captcha). */
export const REGISTRATION_TEXT_FIELDS = ['surname', 'name', 'patronymic', 'phone', 'email', 'company', 'inn', 'city', 'region', 'region_other', 'captcha'] as const;

/** The form's fields; empty optional fields are sent empty, as the old form did. */
export function registrationFormData(fields: RegistrationRequest): FormData {
  const fd = new FormData();
  const { file, ...text } = fields;
  for (const key of REGISTRATION_TEXT_FIELDS) fd.append(key, text[key] ?? '');
  if (file) fd.append('file', file, file instanceof File ? file.name : 'file');
  return fd;
}

/** POST /registration (multipart). A wrong captcha or other refusal is an ApiError with the server's message. */
export function register(fields: RegistrationRequest, opts: RegisterOptions = {}): Promise<RegistrationReply> {
  const { path = '/registration', ...rest } = opts;
  return uploadWithProgress(siteUrl(path), registrationFormData(fields), {
    ...rest,
    schema: s.RegistrationReplySchema,
  });
}

/** A fresh captcha image each time (the answer is checked once, so a reload needs a new picture). */
export function captchaUrl(now: number = Date.now()): string {
  return `${siteUrl('/captcha.php')}?t=${now}`;
}

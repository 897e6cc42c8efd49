/**
 * The manager form's rules (spec manager_form, spec 5): login, e-mail and name
 * filled, the phone (if given) a full +7 number, and at least one contract, else
 * 'Выберите договор'. The portal checks the same, and that the login and e-mail
 * are free ('Этот Логин уже занят', 'Этот Email уже занят').
 */
import type { ManagerForm } from '../api/account-owner';
import { t } from '../messages/account';
import { isEmail } from './email';
import { isPhoneValid, phoneDigits } from './phone';

export type ManagerField = 'login' | 'email' | 'name' | 'phone' | 'contracts';
export type ManagerErrors = Partial<Record<ManagerField, string>>;

const LOGIN = /^[A-Za-z0-9._-]{3,50}$/;

export function managerErrors(form: ManagerForm): ManagerErrors {
  const errors: ManagerErrors = {};
  const login = form.login.trim();
  if (!login) errors.login = t('required');
  else if (!LOGIN.test(login)) errors.login = t('loginInvalid');
  if (!form.email.trim()) errors.email = t('required');
  else if (!isEmail(form.email)) errors.email = t('emailInvalid');
  if (!form.name.trim()) errors.name = t('required');
  if (phoneDigits(form.phone).length > 0 && !isPhoneValid(form.phone)) errors.phone = t('required');
  if (!form.contracts.length) errors.contracts = t('chooseContract');
  return errors;
}

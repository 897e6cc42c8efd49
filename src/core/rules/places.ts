/**
 * Checks of the account's address and consignee forms before they are sent
 * (spec 5: "Account form must be valid before save"); the portal checks the
 * same and its message wins when they disagree.
 */
import { t } from '../messages/text';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export function validateAddress(form: { full_address: string; postindex: string }): FormErrors<'full_address' | 'postindex'> {
  const errors: FormErrors<'full_address' | 'postindex'> = {};
  if (!form.full_address.trim()) errors.full_address = t('required');
  const index = form.postindex.trim();
  if (index && !/^\d{6}$/.test(index)) errors.postindex = t('addressPostindexRule');
  return errors;
}

export function validateConsignee(form: { surname: string; name: string }): FormErrors<'surname' | 'name'> {
  const errors: FormErrors<'surname' | 'name'> = {};
  if (!form.surname.trim()) errors.surname = t('required');
  if (!form.name.trim()) errors.name = t('required');
  return errors;
}

/**
 * The counterparty form's rules (spec contragent_form): a company name, an ИНН that
 * passes its checksum (the registration form's rule, core/rules/inn.ts) and an
 * optional КПП of 9 characters. The portal checks the same and the duplicate rule.
 */
import type { ContragentForm } from '../api/account-owner';
import { t } from '../messages/account';
import { innMessage, isKppValid, normalizeInn } from './inn';

export type CounterpartyField = keyof ContragentForm;
export type CounterpartyErrors = Partial<Record<CounterpartyField, string>>;

export function counterpartyErrors(form: ContragentForm): CounterpartyErrors {
  const errors: CounterpartyErrors = {};
  if (!form.company.trim()) errors.company = t('required');
  const inn = innMessage(normalizeInn(form.inn));
  if (inn) errors.inn = t(inn.key, inn.params);
  if (form.kpp.trim() && !isKppValid(form.kpp)) errors.kpp = t('counterpartiesKppInvalid');
  return errors;
}

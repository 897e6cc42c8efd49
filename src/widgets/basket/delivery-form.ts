/**
 * The delivery and invoicing part of the order as plain data and rules, kept
 * out of React: defaults (spec 9: delivery '3'), what each method needs, and
 * the checks run before sending (spec 5: the delivery date is a weekday from
 * tomorrow to a week ahead).
 */
import { t } from '../../core/messages/basket';
import { AVAILABILITY, DEFAULT_DELIVERY, type AvailabilityType } from '../../core/constants';
import { deliveryDateBounds, isDeliveryDateAllowed } from '../../core/rules/dates';
import type { Company, Delivery, DeliveryChoice, DeliveryKind } from '../../core/types';
import { addDays } from 'date-fns/addDays';

export interface DeliveryForm {
  /** Delivery method id. */
  delivery: string;
  company: number | null;
  address: number | null;
  /** The typed delivery address (methods of kind 'address'). */
  typeAddress: string;
  date: Date | null;
  availability: AvailabilityType;
  comment: string;
}

export type DeliveryField = 'company' | 'address' | 'typeAddress' | 'date';
export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

/** The first day the delivery picker allows: tomorrow, or the Monday after a weekend. */
export function firstDeliveryDate(today: Date): Date {
  let day = deliveryDateBounds(today).min;
  while (!isDeliveryDateAllowed(day, today)) day = addDays(day, 1);
  return day;
}

/**
 * The form before the buyer touched it. Without `today` it has no date yet:
 * the basket fills it in when it shows the form (use-delivery.ts), as
 * reading the portal's clock is the page's first date format, and that
 * costs a slow phone more than a basket line does.
 */
export function initialForm(saved: DeliveryChoice | null, today: Date | null): DeliveryForm {
  return {
    delivery: saved?.id ?? DEFAULT_DELIVERY,
    company: saved?.company ?? null,
    address: saved?.address ?? null,
    typeAddress: saved?.typeAddress ?? '',
    date: today && firstDeliveryDate(today),
    availability: AVAILABILITY.single,
    comment: '',
  };
}

/**
 * What the chosen method needs. A server that does not say (no `kind`) gets
 * every field, none required: we cannot know, and the server will check.
 */
export function kindOf(deliveries: readonly Delivery[], id: string): DeliveryKind | 'unknown' {
  return deliveries.find((d) => d.id === id)?.kind ?? 'unknown';
}

export function companyAddresses(companies: readonly Company[], companyId: number | null) {
  return companies.find((c) => c.id === companyId)?.addresses ?? [];
}

/** Field errors in Russian; empty when the form can be sent. */
export function validateDelivery(form: DeliveryForm, kind: DeliveryKind | 'unknown', today: Date): DeliveryErrors {
  const errors: DeliveryErrors = {};
  const required = t('required');
  if (kind === 'company') {
    if (form.company === null) errors.company = required;
    if (form.address === null) errors.address = required;
  }
  if (kind === 'address' && !form.typeAddress.trim()) errors.typeAddress = required;
  if (!form.date) errors.date = required;
  else if (!isDeliveryDateAllowed(form.date, today)) errors.date = t('basketDeliveryDateRule');
  return errors;
}

/** The fields the order call carries for this method (others are left out). */
export function deliveryFields(form: DeliveryForm, kind: DeliveryKind | 'unknown') {
  return {
    delivery: form.delivery,
    ...((kind === 'company' || kind === 'unknown') && form.company !== null && { company: form.company }),
    ...((kind === 'company' || kind === 'unknown') && form.address !== null && { address: form.address }),
    ...((kind === 'address' || kind === 'unknown') && form.typeAddress.trim() && { typeAddress: form.typeAddress.trim() }),
  };
}

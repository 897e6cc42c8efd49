import { useId, useMemo } from 'react';
import { inPortalZone } from '../../core/format';
import { t } from '../../core/messages/basket';
import { AVAILABILITY, type AvailabilityType } from '../../core/constants';
import { Alert } from '../../ui/alert';
import { DatePicker, deliveryLimits } from '../../ui/date-picker';
import { Field, TextField } from '../../ui/field';
import { IdSelect, Select } from '../../ui/select';
import { companyAddresses } from './delivery-form';
import type { BasketExtras } from './use-basket-init';
import type { DeliveryState } from './use-delivery';

const AVAILABILITY_CHOICES = [
  { value: AVAILABILITY.single, text: 'basketAvailability1' },
  { value: AVAILABILITY.separate, text: 'basketAvailability2' },
  { value: AVAILABILITY.inStockOnly, text: 'basketAvailability3' },
] as const satisfies readonly { value: AvailabilityType; text: string }[];

/** An address as a select's record: its id and its full text. */
const addressItem = (a: { id: number; full_address: string }) => ({ id: a.id, header: a.full_address });

/**
 * Delivery method (spec 9: '3' by default), the transport company and its
 * terminal address, or a typed address, as the method needs; the delivery
 * date (spec 5: weekdays from tomorrow to a week ahead, Monday first); the
 * invoicing type (spec 3: 1, 2 or 3) and a comment.
 */
export function DeliverySection({ extras, delivery }: { extras: BasketExtras; delivery: DeliveryState }) {
  const { form, kind, errors } = delivery;
  // Today's limits; a page left open overnight gets new ones with its next render.
  // The portal's calendar day: it checks the same rule on its clock (core PORTAL_TIME_ZONE).
  const today = inPortalZone().toDateString();
  const limits = useMemo(() => ({ ...deliveryLimits(new Date(today)), noWeekends: true }), [today]);
  const addresses = companyAddresses(extras.companies, form.company).map(addressItem);
  const needsCompany = kind === 'company' || kind === 'unknown';
  const needsAddress = kind === 'address' || kind === 'unknown';
  const radioName = useId();

  return (
    <fieldset className="b2b-basket-delivery" part="delivery">
      <legend className="b2b-basket-legend">{t('basketDeliveryTitle')}</legend>
      <div className="b2b-basket-delivery-grid">
        <Select
          label={t('basketDeliveryMethod')}
          value={form.delivery}
          onChange={delivery.setMethod}
          options={extras.deliveries.map((d) => [d.id, d.header] as const)}
        />
        {needsCompany && (
          <IdSelect
            label={t('basketDeliveryCompany')}
            error={errors.company}
            required={kind === 'company'}
            value={form.company}
            onChange={delivery.setCompany}
            items={extras.companies}
            all={t('basketChoose')}
          />
        )}
        {needsCompany && (
          <IdSelect
            label={t('basketDeliveryCompanyAddress')}
            error={errors.address}
            required={kind === 'company'}
            disabled={form.company === null}
            value={form.address}
            onChange={delivery.setAddress}
            items={addresses}
            all={t('basketChoose')}
          />
        )}
        {needsAddress && extras.addresses.length > 0 && (
          <IdSelect
            label={t('basketSavedAddress')}
            value={extras.addresses.find((a) => a.full_address === form.typeAddress)?.id ?? null}
            onChange={(id) => {
              const chosen = extras.addresses.find((a) => a.id === id);
              if (chosen) delivery.chooseAddress(chosen.full_address);
            }}
            items={extras.addresses.map(addressItem)}
            all={t('basketChoose')}
          />
        )}
        {needsAddress && (
          <TextField
            label={t('basketDeliveryTypeAddress')}
            description={t('basketDeliveryTypeAddressHint')}
            error={errors.typeAddress}
            required={kind === 'address'}
            autoComplete="street-address"
            value={form.typeAddress}
            onChange={(e) => delivery.setTypeAddress(e.target.value)}
          />
        )}
        <DatePicker
          label={t('basketDeliveryDate')}
          description={t('basketDeliveryDateHint')}
          value={form.date}
          onChange={delivery.setDate}
          error={errors.date}
          required
          {...limits}
        />
      </div>
      <fieldset className="b2b-basket-availability" part="availability">
        <legend className="b2b-field-label">{t('basketAvailability')}</legend>
        {AVAILABILITY_CHOICES.map(({ value, text }) => (
          <label key={value} className="b2b-basket-radio">
            <input
              type="radio"
              name={radioName}
              value={value}
              checked={form.availability === value}
              onChange={() => delivery.setAvailability(value)}
            />
            {t(text)}
          </label>
        ))}
      </fieldset>
      <Field label={t('basketComment')} className="b2b-basket-comment">
        {(control) => (
          <textarea {...control} className="b2b-input" part="comment" rows={3} maxLength={2000} value={form.comment} onChange={(e) => delivery.setComment(e.target.value)} />
        )}
      </Field>
      {delivery.saveError && <Alert tone="warning" onRetry={delivery.retrySave}>{delivery.saveError}</Alert>}
    </fieldset>
  );
}

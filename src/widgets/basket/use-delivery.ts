/**
 * The delivery form's state. The method, company, address and typed address
 * are remembered on the server (legacy POST /ajax/setdelivery/) so a reload
 * or another tab finds them; the newest choice wins (older saves are
 * aborted), typing is saved after a pause. The date, invoicing type and
 * comment stay in the page until the order is sent.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { inPortalZone } from '../../core/format';
import { setDelivery } from '../../core/api/basket';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { t } from '../../core/messages/basket';
import { COUNTER_DEBOUNCE_MS } from '../../core/constants';
import { debounceTimers } from '../../core/timers';
import { failureOf, type Failure } from '../../stores/api-errors';
import { initialForm, kindOf, validateDelivery, type DeliveryErrors, type DeliveryForm } from './delivery-form';
import type { BasketExtras } from './use-basket-init';

/** Fields remembered by setdelivery. */
type Saved = Pick<DeliveryForm, 'delivery' | 'company' | 'address' | 'typeAddress'>;

/**
 * `shown`: whether the form is on screen. Until it is, the form has no date
 * (initialForm): the default date is the first weekday on the portal's
 * clock, and the basket's lines come first.
 */
export function useDelivery(extras: BasketExtras | null, shown: boolean) {
  const [form, setForm] = useState<DeliveryForm>(() => initialForm(null, null));
  // Edits build on the latest form, not the last render's: two quick changes both count.
  // Every change goes through here and setForm together.
  const formRef = useRef(form);
  const [saveError, setSaveError] = useState<Failure | null>(null);
  /** Errors show after the first send attempt, then follow the edits. */
  const [checked, setChecked] = useState(false);
  const latest = useRef(createLatest());
  const typingTimer = useRef<unknown>(undefined);
  const lastSaved = useRef<Saved | null>(null);

  // The server's remembered choice arrives with getBasketTableInit (once),
  // and the default date with the form's first showing.
  // Taken before the page can paint the choices it brings: as a passive
  // effect (after paint on Preact) it could come after a quick buyer's pick
  // and put the server's old method back over it (seen on Preact in a
  // loaded run: «Самовывоз» picked, the old method shown).
  const seeded = useRef(false);
  useLayoutEffect(() => {
    if (!extras || !shown || seeded.current) return;
    seeded.current = true;
    const f = formRef.current;
    const saved = initialForm(extras.delivery, inPortalZone());
    const next = { ...saved, date: f.date ?? saved.date, availability: f.availability, comment: f.comment };
    formRef.current = next;
    setForm(next);
  }, [extras, shown]);

  const save = useCallback((next: Saved) => {
    lastSaved.current = next;
    debounceTimers.clearTimeout(typingTimer.current);
    latest.current
      .run((signal) =>
        setDelivery({ id: next.delivery, company: next.company, address: next.address, typeAddress: next.typeAddress }, { signal }),
      )
      .then(
        () => setSaveError(null),
        (error: unknown) => {
          if (!isAbortError(error)) setSaveError(failureOf(error, (reason) => t('basketDeliveryNotSaved', { error: reason })));
        },
      );
  }, []);

  useEffect(() => {
    const current = latest.current;
    return () => {
      debounceTimers.clearTimeout(typingTimer.current);
      current.abort();
    };
  }, []);

  const update = useCallback(
    (patch: Partial<DeliveryForm>, persist: 'now' | 'later' | 'no') => {
      const next = { ...formRef.current, ...patch };
      formRef.current = next;
      setForm(next);
      const saved = { delivery: next.delivery, company: next.company, address: next.address, typeAddress: next.typeAddress };
      if (persist === 'now') save(saved);
      if (persist === 'later') {
        debounceTimers.clearTimeout(typingTimer.current);
        typingTimer.current = debounceTimers.setTimeout(() => save(saved), COUNTER_DEBOUNCE_MS);
      }
    },
    [save],
  );

  const actions = useMemo(
    () => ({
      setMethod: (delivery: string) => update({ delivery }, 'now'),
      setCompany: (company: number | null) => {
        // A single address is the only possible choice: take it.
        const addresses = extras?.companies.find((c) => c.id === company)?.addresses ?? [];
        update({ company, address: addresses.length === 1 ? addresses[0]!.id : null }, 'now');
      },
      setAddress: (address: number | null) => update({ address }, 'now'),
      setTypeAddress: (typeAddress: string) => update({ typeAddress }, 'later'),
      /** One of the customer's saved addresses: a choice, saved at once. */
      chooseAddress: (typeAddress: string) => update({ typeAddress }, 'now'),
      setDate: (date: Date | null) => update({ date }, 'no'),
      setAvailability: (availability: DeliveryForm['availability']) => update({ availability }, 'no'),
      setComment: (comment: string) => update({ comment }, 'no'),
    }),
    [update, extras],
  );

  const kind = kindOf(extras?.deliveries ?? [], form.delivery);
  const errors: DeliveryErrors = checked ? validateDelivery(form, kind, inPortalZone()) : {};

  /** Shows the errors from now on; true when the form can be sent. */
  const check = useCallback((): boolean => {
    setChecked(true);
    return Object.keys(validateDelivery(form, kind, inPortalZone())).length === 0;
  }, [form, kind]);

  /** Saves the choice again; undefined when that cannot help (no failure, or a refusal). */
  const retrySave = useMemo(() => {
    if (!saveError?.retryable) return undefined;
    return () => {
      if (lastSaved.current) save(lastSaved.current);
    };
  }, [saveError, save]);

  return { form, kind, errors, check, saveError: saveError?.message ?? null, retrySave, ...actions };
}

export type DeliveryState = ReturnType<typeof useDelivery>;

import type { InputMask } from 'imask';
import { useLayoutEffect, useRef, useState } from 'react';
import { PHONE_MASK } from '../../core/rules/phone';
import { imaskCode as imask } from './imask-code';

type PhoneMask = InputMask<{ mask: string; lazy: boolean }>;

/**
 * IMask on a plain <input>, made controllable (design 6: create the
 * imperative widget in a layout effect, destroy it in cleanup, callbacks in
 * refs). Typing reports the masked text through onChange; a `value` from the
 * parent is written into the mask only when it is not one of our own reports
 * coming back.
 *
 * Why not react-imask's useIMask: inside a shadow root `window.event` is
 * undefined, so React cannot see that an update comes from typing and renders
 * it later; useIMask then writes a render-old value back into the mask and
 * the keys typed since are lost (seen on the portal: '9161234567' became
 * '+7 (916) 123-45-6'). Here only the mask's own 'accept' reports, and a late
 * echo of an older report is recognised and ignored.
 */
export function usePhoneMask(value: string | undefined, defaultValue: string | undefined, onChange: (masked: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const maskRef = useRef<PhoneMask | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const [masked, setMasked] = useState(value ?? defaultValue ?? '');
  // Values the mask reported that the parent has not passed back yet.
  const pending = useRef<string[]>([]);
  // Writes the parent's text into the mask; the mask may reformat it, and then the parent hears the result.
  const writeRef = useRef<(text: string) => void>(() => undefined);
  const initial = useRef(defaultValue);
  // The parent's latest value, for the moment the mask attaches.
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    valueRef.current = value;
  });

  useLayoutEffect(() => {
    let mask: PhoneMask | undefined;
    let unmounted = false;
    void imask.load().then(({ default: IMask }) => {
      const el = ref.current;
      if (unmounted || !el) return;
      const typed = el.value;
      const m: PhoneMask = IMask(el, { mask: PHONE_MASK, lazy: true });
      mask = m;
      maskRef.current = m;
      let writing = false;
      const report = (next: string) => {
        pending.current.push(next);
        setMasked(next);
        onChangeRef.current(next);
      };
      m.on('accept', () => {
        if (!writing) report(m.value);
      });
      writeRef.current = (text: string) => {
        writing = true;
        m.value = text;
        writing = false;
        setMasked(m.value);
        if (m.value !== text) report(m.value);
      };
      if (typed) writeRef.current(typed);
      else if (valueRef.current) writeRef.current(valueRef.current);
      else if (initial.current !== undefined) writeRef.current(initial.current);
    });
    return () => {
      unmounted = true;
      writeRef.current = () => undefined;
      maskRef.current = null;
      mask?.destroy();
    };
  }, []);

  useLayoutEffect(() => {
    const mask = maskRef.current;
    if (value === undefined || !mask) return;
    const echoed = pending.current.lastIndexOf(value);
    if (echoed !== -1) {
      // Our own report coming back, maybe late: the mask already shows it or something newer.
      pending.current = pending.current.slice(echoed + 1);
      return;
    }
    // A value from the parent (a reset after submit, a prefilled number).
    pending.current = [];
    if (value !== mask.value) writeRef.current(value);
  }, [value]);

  return { ref, masked: value ?? masked };
}

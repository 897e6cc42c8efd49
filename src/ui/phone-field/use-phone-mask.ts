import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIMask } from 'react-imask';
import { PHONE_MASK } from '../../core/rules/phone';

/**
 * react-imask's hook on a plain <input>, made controllable: `value` from the
 * parent is written into the mask when it differs from what the mask shows
 * (a reset after submit), typing reports the masked text through onChange.
 */
export function usePhoneMask(value: string | undefined, defaultValue: string | undefined, onChange: (masked: string) => void) {
  // Stable options and callback: useIMask re-applies options and re-subscribes when they change.
  const opts = useMemo(() => ({ mask: PHONE_MASK, lazy: true }), []);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [masked, setMasked] = useState(value ?? defaultValue ?? '');
  const onAccept = useCallback((next: string) => {
    setMasked(next);
    onChangeRef.current(next);
  }, []);

  const { ref, maskRef, setValue } = useIMask<HTMLInputElement>(opts, { onAccept, defaultValue: value ?? defaultValue });

  useEffect(() => {
    if (value !== undefined && maskRef.current && value !== maskRef.current.value) setValue(value);
  }, [value, maskRef, setValue]);

  return { ref, masked: value ?? masked };
}

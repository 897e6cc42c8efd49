import { useCallback, type Ref, type RefCallback } from 'react';

/**
 * `autoFocus` as React does it: focus the element when it mounts. Preact (the
 * standalone build's runtime) only writes the attribute, which the browser
 * honours at page load or as a <dialog> opens, not for content that appears
 * later in an open dialog (the login form's reminder view, a thank-you after
 * sending). Returns a ref callback that focuses once on mount and forwards
 * the element to the caller's own ref.
 */
export function useAutoFocus<T extends HTMLElement>(autoFocus: boolean | undefined, ref?: Ref<T>): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      if (element && autoFocus) element.focus();
    },
    // Mount-time only, like React's autoFocus: a later prop change moves no focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ref],
  );
}

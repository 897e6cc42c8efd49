import { useCallback, useMemo, useState } from 'react';

/**
 * The server's refusal, shown briefly: spec 8 wants a callback failure on
 * screen for 2 s and a registration failure for 2 to 3 s. The widget shows it
 * in an <Alert autoHideMs> (which waits while hovered or focused) and calls
 * hide() when it goes; `serial` is the Alert's key, so the same text refused
 * twice is shown, and timed, twice. The form stays as typed underneath, so its
 * submit button is the retry. Shared by the three visitor widgets.
 */
export function useFailure(): { message: string | null; serial: number; show(message: string): void; hide(): void } {
  const [state, setState] = useState<{ message: string | null; serial: number }>({ message: null, serial: 0 });
  const show = useCallback((message: string) => setState((s) => ({ message, serial: s.serial + 1 })), []);
  const hide = useCallback(() => setState((s) => (s.message === null ? s : { ...s, message: null })), []);
  return useMemo(() => ({ ...state, show, hide }), [state, show, hide]);
}

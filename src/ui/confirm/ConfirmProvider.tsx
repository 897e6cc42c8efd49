import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/** Asks the question; resolves true for 'Да', false for 'Нет', Escape or a newer question. */
export type ConfirmFn = (text: ReactNode, options?: ConfirmOptions) => Promise<boolean>;

interface Pending extends ConfirmOptions {
  text: ReactNode;
  resolve: (answer: boolean) => void;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

/**
 * Renders the one confirmation dialog of a widget and lets any component
 * below ask through useConfirm(). Put it inside the widget's root so the
 * dialog lives in the widget's shadow root with its styles.
 */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<ConfirmFn>((text, options) => {
    // Only one question at a time: the older one counts as declined.
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { ...options, text, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  // A widget removed mid-question must not leave its caller awaiting forever.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        text={pending?.text}
        title={pending?.title}
        confirmLabel={pending?.confirmLabel}
        cancelLabel={pending?.cancelLabel}
        danger={pending?.danger}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm(t('confirmClearBasket'))) ...` */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}

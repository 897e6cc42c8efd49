import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../core/next-paint';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/**
 * Asks the question; resolves true for 'Да', false for 'Нет', Escape or a newer
 * question: an answer once the closed dialog has been painted.
 */
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
    const settled = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    // The asker acts once the closed dialog is painted: the tap on «Да» gets its answer on
    // screen at once, and what the action redraws (2,000 basket lines) comes a frame later.
    // In one frame both took a phone at 4x CPU past the 100 ms a tap may wait.
    if (settled) afterNextPaint(() => settled.resolve(answer));
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

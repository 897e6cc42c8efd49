import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, type AlertAction, type AlertTone } from './Alert';
import { TOAST_DURATION_MS } from './toast-durations';

export interface ToastOptions {
  tone?: AlertTone;
  title?: ReactNode;
  message: ReactNode;
  actions?: readonly AlertAction[];
  /** ms before it hides; default by tone (TOAST_DURATION_MS); null keeps it until closed. */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastItem extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds a widget's toasts and renders them in a fixed stack after its
 * children. The stack element is always there, so screen readers already know
 * the live regions appearing inside it.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((list) => [...list, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="b2b-toasts" part="toasts">
        {toasts.map((toast) => {
          const tone = toast.tone ?? 'info';
          return (
            <Alert
              key={toast.id}
              tone={tone}
              title={toast.title}
              actions={toast.actions}
              autoHideMs={toast.duration === undefined ? TOAST_DURATION_MS[tone] : toast.duration}
              onClose={() => dismiss(toast.id)}
              className="b2b-toast"
            >
              {toast.message}
            </Alert>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show({ tone: 'success', message: t('addedToBasket') })` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

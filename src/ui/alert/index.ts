export { Alert, type AlertAction, type AlertProps, type AlertTone } from './Alert';
export { ToastProvider, useToast, type ToastApi, type ToastOptions } from './ToastProvider';
export { TOAST_DURATION_MS } from './toast-durations';
export { useAutoHide } from './use-auto-hide';
export { alertCss } from './alert.css';


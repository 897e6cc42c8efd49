import { useLayoutEffect, useRef, type RefObject } from 'react';
import { deepActiveElement, firstField, pageHeading } from './focus';
import { markOpenModal } from './print-mark';

export interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Element to focus on open; default the first form field, else the browser's choice. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Drives a native <dialog> from a controlled `open` prop: showModal() on
 * open, close() on close, focus in and back to the opener. Escape is turned
 * into onClose() instead of a silent native close, so the parent stays the
 * source of truth.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, { open, onClose, initialFocus }: ModalDialogOptions) {
  // Callbacks in refs: a new onClose each render must not re-run the open effect.
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);
  // The open prop as of the last commit: a native close event that arrives
  // after the parent already closed us (its own close() call) is no request.
  const openRef = useRef(open);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRef.current = initialFocus;
    openRef.current = open;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const doc = dialog.ownerDocument;
    const active = deepActiveElement(doc);
    // Nothing focused (the page's body): a dialog the page opened itself, the demo intro on load.
    const opener = active === doc.body ? null : active;
    if (!dialog.open) dialog.showModal();
    const unmark = markOpenModal(dialog);
    const target = initialFocusRef.current?.current ?? firstField(dialog);
    target?.focus();
    return () => {
      unmark();
      if (dialog.open) dialog.close();
      // Back to the opener. The opener may be gone (a row deleted by the dialog's action): then
      // leave focus alone. With no opener, the page's main heading, where reading starts: not
      // the body, from which a screen reader starts over at the top of the page.
      if (opener) {
        if (opener.isConnected) opener.focus();
      } else {
        pageHeading(doc)?.focus();
      }
    };
  }, [open, dialogRef]);

  // Layout effect: listening from the moment the dialog shows. A passive
  // effect may run after paint (always so under Preact), and an Escape in
  // between would close the dialog natively behind the parent's back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Chrome closes anyway on a repeated Escape without user activation: report
    // it. The event is async: a close()+showModal() pair (StrictMode) leaves the
    // dialog open by the time it arrives, and that is no close; nor is the close
    // event of our own close() when a runtime runs this effect's cleanup late
    // (Preact defers passive effects to after paint).
    const onNativeClose = () => {
      if (openRef.current && !dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, [dialogRef]);
}

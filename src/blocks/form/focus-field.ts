import type { FormEvent, MouseEvent, RefObject } from 'react';

/** Puts the caret in the form's control named `name` (the first field in error after a submit). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

/**
 * A form's onSubmit: the page does not load; `submit` checks and sends, and
 * answers the first field in error, which then gets the caret.
 */
export function submitTo(form: RefObject<HTMLFormElement | null>, submit: () => string | null | undefined) {
  return (event: FormEvent) => {
    event.preventDefault();
    const wrong = submit();
    if (wrong) focusField(form.current, wrong);
  };
}

/**
 * Props of a form's submit button, shared by the visitor widgets:
 * - mousedown does not take the focus: leaving a field shows its error,
 *   which would push the button down before the mouse is released and the
 *   click would be lost; the submit then moves the focus where it belongs;
 * - while sending it is aria-disabled, not disabled (a disabled button drops
 *   the focus to the page); the form hooks ignore a second submit.
 */
export function submitButtonProps(sending: boolean) {
  return {
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    'aria-disabled': sending || undefined,
  } as const;
}

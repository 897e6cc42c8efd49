import type { ComponentProps } from 'react';
import { useAutoFocus } from '../focus/use-auto-focus';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  /** Default 'secondary'. */
  variant?: ButtonVariant;
  /** Compact size for table rows and counters. */
  small?: boolean;
}

/** A native button with the house styles; type defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = 'secondary', small, className, type = 'button', autoFocus, ref, ...rest }: ButtonProps) {
  const focusRef = useAutoFocus(autoFocus, ref);
  const classes = ['b2b-button', `b2b-button--${variant}`, small && 'b2b-button--small', className].filter(Boolean);
  return <button ref={focusRef} type={type} part="button" className={classes.join(' ')} {...rest} />;
}

import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  /** Default 'secondary'. */
  variant?: ButtonVariant;
  /** Compact size for table rows and counters. */
  small?: boolean;
}

/** A native button with the house styles; type defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = 'secondary', small, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['b2b-button', `b2b-button--${variant}`, small && 'b2b-button--small', className].filter(Boolean);
  return <button type={type} part="button" className={classes.join(' ')} {...rest} />;
}

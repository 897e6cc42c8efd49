import type { ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { Button } from '../../ui/button';
import { submitButtonProps } from './focus-field';

export interface SubmitButtonProps {
  /** The form is being sent: the button says «Отправляем…» and a second press does nothing. */
  busy: boolean;
  /** What the button says while the form waits («Жду звонка», «Войти»). */
  children: ReactNode;
}

/** A visitor form's primary submit button (its `part` is `submit`), with submitButtonProps' focus and busy rules. */
export function SubmitButton({ busy, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary" part="submit" {...submitButtonProps(busy)}>
      {busy ? t('sending') : children}
    </Button>
  );
}

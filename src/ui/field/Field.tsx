import type { ReactNode } from 'react';
import { useFieldIds, type FieldControlProps } from './use-field-ids';

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control in red; marks it aria-invalid. Empty means valid. */
  error?: ReactNode;
  /** A hint under the label. */
  description?: ReactNode;
  required?: boolean;
  /** Control id; generated when absent. */
  id?: string;
  /** Label kept for screen readers only (a table cell's counter, a search box with a visible button). */
  hideLabel?: boolean;
  className?: string;
  /** Renders the control with the props that link it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, control and error, linked by id: the one layout every form field uses. */
export function Field({ label, error, description, required, id, hideLabel, className, children }: FieldProps) {
  const hasError = Boolean(error);
  const ids = useFieldIds({ id, hasDescription: Boolean(description), hasError, required });
  return (
    <div className={['b2b-field', className].filter(Boolean).join(' ')} part="field" data-invalid={hasError || undefined}>
      <label htmlFor={ids.id} className={hideLabel ? 'b2b-visually-hidden' : 'b2b-field-label'} part="label">
        {label}
        {required && (
          <span className="b2b-field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p id={ids.descriptionId} className="b2b-field-description" part="description">
          {description}
        </p>
      )}
      {children(ids.control)}
      {hasError && (
        <p id={ids.errorId} className="b2b-field-error" part="error">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId } from 'react';

/** What a field's control needs to be labelled and described (spread onto the input). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/**
 * Ids for a control, its description and its error, and the aria props that
 * link them: the error is read out with the field, and aria-invalid marks it.
 */
export function useFieldIds(opts: { id?: string; hasDescription: boolean; hasError: boolean; required?: boolean }) {
  const auto = useId();
  const id = opts.id ?? auto;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [opts.hasError && errorId, opts.hasDescription && descriptionId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(opts.hasError && { 'aria-invalid': true as const }),
    ...(opts.required && { required: true }),
  };
  return { id, descriptionId, errorId, control };
}

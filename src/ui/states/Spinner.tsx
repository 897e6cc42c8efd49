import { t } from '../../core/messages/text';

export interface SpinnerProps {
  /** What is loading; default t('loading'): 'Загрузка…'. */
  label?: string;
  /** Show the label next to the spinner, not only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A polite loading indicator: the wheel is decoration, the status text is what gets announced. */
export function Spinner({ label, showLabel, className }: SpinnerProps) {
  const text = label ?? t('loading');
  return (
    <div role="status" className={['b2b-spinner', className].filter(Boolean).join(' ')} part="spinner">
      <span className="b2b-spinner-wheel" aria-hidden="true" />
      <span className={showLabel ? 'b2b-spinner-label' : 'b2b-visually-hidden'}>{text}</span>
    </div>
  );
}

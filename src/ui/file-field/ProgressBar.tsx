export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
}

/** Upload progress in % (spec 4); the number is exposed to screen readers, the bar is the visual. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      className="b2b-progress"
      part="progress"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <div className="b2b-progress-track">
        <div className="b2b-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="b2b-progress-text" aria-hidden="true">{`${percent}%`}</span>
    </div>
  );
}

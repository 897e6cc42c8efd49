import type { ReactNode } from 'react';

export interface BannerProps {
  /** Draws its own box (React use); as a tag the host is the box (styles.css). */
  kind?: string;
  className: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  /** role="alert" for the contract notices. */
  role?: 'alert';
}

/** The text of a layout banner and its close button (see banner.css.ts). */
export function Banner({ kind, className, closeLabel, onClose, children, role }: BannerProps) {
  return (
    <div className={`b2b-banner ${className}`} data-kind={kind} part="base">
      <div className="b2b-banner-content" part="content" role={role}>
        {children}
      </div>
      <button type="button" className="b2b-banner-close" part="close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </button>
    </div>
  );
}

/** Sets or removes an attribute of the tag (the host page's CSS shows the box by it). */
export function reflect(host: HTMLElement | null, name: string, value: string | null): void {
  if (!host || host.getAttribute(name) === value) return;
  if (value === null) host.removeAttribute(name);
  else host.setAttribute(name, value);
}

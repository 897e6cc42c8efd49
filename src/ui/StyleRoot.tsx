import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { adoptCss, styleRootOf } from '../widgets/adopt-css';

export interface StyleRootProps {
  /** CSS texts to adopt, e.g. [baseCss, uiCss]; one shared sheet per text. */
  css: readonly string[];
  children?: ReactNode;
  className?: string;
}

/**
 * Adopts `css` into the document or shadow root it renders in, then renders
 * `.b2b-root`. Stories and component tests use it to get the same styles a
 * widget gets from defineWidget; npm users may use it in a plain page.
 */
export function StyleRoot({ css, children, className }: StyleRootProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Layout effect: styles land before the first paint, so nothing flashes unstyled.
  useLayoutEffect(() => {
    const root = ref.current && styleRootOf(ref.current);
    if (root) adoptCss(root, css);
  }, [css]);
  return (
    <div ref={ref} className={className ? `b2b-root ${className}` : 'b2b-root'}>
      {children}
    </div>
  );
}

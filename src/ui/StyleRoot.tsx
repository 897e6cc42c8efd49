import { useLayoutEffect, useRef, type ComponentType, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { adoptCss, styleRootOf } from './adopt-css';

export interface StyleRootProps extends HTMLAttributes<HTMLDivElement> {
  /** CSS texts to adopt, e.g. [baseCss, uiCss]; one shared sheet per text. */
  css: readonly string[];
  children?: ReactNode;
  className?: string;
  /** Providers the children render in, outermost first (a widget's toasts, its confirm dialog). */
  providers?: readonly ComponentType<{ children?: ReactNode }>[];
  /** The root node, for a widget that needs it (where its events go for npm users, a dialog's document). */
  rootRef?: RefObject<HTMLDivElement | null>;
}

/**
 * Adopts `css` into the document or shadow root `ref`'s node renders in. A
 * layout effect: the styles land before the first paint, so nothing flashes
 * unstyled. A part fetched on demand (a dialog's body, the chat's panel)
 * brings its own CSS this way instead of the tag carrying it on every page.
 */
export function useAdoptedCss(ref: RefObject<Element | null>, css: readonly string[]): void {
  useLayoutEffect(() => {
    const root = ref.current && styleRootOf(ref.current);
    if (root) adoptCss(root, css);
  }, [ref, css]);
}

/**
 * Adopts `css` where it renders, then renders `.b2b-root` (with the other
 * attributes given: a widget's root node is its StyleRoot). Stories and
 * component tests use it to get the same styles a widget gets from
 * defineWidget; npm users may use it in a plain page.
 */
export function StyleRoot({ css, children, className, providers = [], rootRef, ...attributes }: StyleRootProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = rootRef ?? ownRef;
  useAdoptedCss(ref, css);
  return (
    <div ref={ref} {...attributes} className={className ? `b2b-root ${className}` : 'b2b-root'}>
      {providers.reduceRight((inner, Provider) => <Provider>{inner}</Provider>, children)}
    </div>
  );
}

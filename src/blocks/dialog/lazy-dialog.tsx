import { useEffect, type ComponentType } from 'react';
import { useLazyModule, type LazyModule } from '../../ui/lazy-module';
import { baseCss } from '../../ui/styles/base.css';

export interface LazyDialogOptions {
  /** The widget's name, as in its class (`b2b-<name>`) and its `data-b2b-open` links. */
  name: string;
}

/**
 * The styles a dialog's tag adopts when defined: only the base (the host box).
 * The body brings its own (its StyleRoot adopts them into the same shadow root
 * before its first paint), so the form's, table's and file field's CSS load
 * with the body, not with every page that carries the tag.
 */
export const dialogShellCss: readonly string[] = [baseCss];

const INTENT = Symbol.for('b2b-widgets.dialog-intent');

/**
 * Fetches a dialog's code when the visitor heads for one of its openers
 * (pointer over it, keyboard focus on it): by the click it is usually here,
 * and the dialog opens at once. One pair of listeners per dialog and page.
 */
export function prefetchOnIntent(name: string, code: LazyModule<unknown>, doc: Document = document): void {
  const flags = doc as unknown as Record<symbol, Set<string> | undefined>;
  const done = (flags[INTENT] ??= new Set());
  if (done.has(name)) return;
  done.add(name);
  const selector = `[data-b2b-open="${CSS.escape(name)}"]`;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    doc.removeEventListener('pointerover', onIntent, true);
    doc.removeEventListener('focusin', onIntent, true);
    code.prefetch();
  };
  doc.addEventListener('pointerover', onIntent, { capture: true, passive: true });
  doc.addEventListener('focusin', onIntent, { capture: true, passive: true });
}

/**
 * A modal widget's element component whose body (the form, its rules, its
 * calls) is a chunk of its own, fetched when the dialog first opens (or its
 * opener is pointed at or focused), not with the page: most page views never
 * open a login or callback dialog. Until then the shell renders the widget's
 * empty outer box (a closed dialog takes no room, so nothing moves when the
 * body arrives); from then on the body itself, which stays mounted as before.
 * The code waits in state (useLazyModule), not in Suspense, the same on React
 * and on Preact. A failed fetch throws to the widget's error box, as any
 * render error does.
 */
export function lazyDialog<P extends { open?: boolean }>(code: LazyModule<ComponentType<P>>, { name }: LazyDialogOptions): ComponentType<P> {
  function LazyDialog(props: P) {
    useEffect(() => prefetchOnIntent(name, code), []);
    const { module: Body, error } = useLazyModule(code, Boolean(props.open));
    if (error) throw error;
    if (Body) return <Body {...props} />;
    return <div className={`b2b-root b2b-${name}`} part="base" />;
  }
  LazyDialog.displayName = `LazyDialog(${name})`;
  return LazyDialog;
}

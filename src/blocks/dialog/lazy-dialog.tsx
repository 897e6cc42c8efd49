import { useEffect, type ComponentType } from 'react';
import { useLazyModule, type LazyModule } from '../../ui/lazy-module';
import { baseCss } from '../../ui/styles/base.css';

export interface LazyDialogOptions<P> {
  /**
   * A tag's own dialog: the widget's name, as in its class (`b2b-<name>`) and
   * its `data-b2b-open` links. Its code is fetched when an opener is pointed
   * at or focused, and until it comes the tag renders its empty outer box. A
   * dialog inside a widget (an edit form) has no name and renders nothing.
   */
  name?: string;
  /** When the dialog is wanted (its code fetched and the body mounted); default `props.open`. */
  isOpen?: (props: P) => boolean;
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
 * The one way a dialog loads: its body (the form, its rules, its calls) is a
 * chunk of its own, fetched when the dialog first opens (or, for a tag's
 * dialog, when its opener is pointed at or focused), not with the page: most
 * page views never open a login, callback or edit dialog. Until then a tag's
 * dialog renders the widget's empty outer box (a closed dialog takes no room,
 * so nothing moves when the body arrives) and an inner dialog nothing; from
 * then on the body itself, which stays mounted as before. The code waits in
 * state (useLazyModule), not in Suspense, the same on React and on Preact. A
 * failed fetch throws to the widget's error box, as any render error does.
 */
export function lazyDialog<P extends object>(code: LazyModule<ComponentType<P>>, options: LazyDialogOptions<P> = {}): ComponentType<P> {
  const { name, isOpen = (props: P) => Boolean((props as { open?: boolean }).open) } = options;
  function LazyDialog(props: P) {
    useEffect(() => (name ? prefetchOnIntent(name, code) : undefined), []);
    const { module: Body, error } = useLazyModule(code, isOpen(props));
    if (error) throw error;
    if (Body) return <Body {...props} />;
    return name ? <div className={`b2b-root b2b-${name}`} part="base" /> : null;
  }
  LazyDialog.displayName = `LazyDialog(${name ?? 'form'})`;
  return LazyDialog;
}

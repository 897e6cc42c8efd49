import { useEffect, useRef, type ComponentProps } from 'react';
import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import { prefetchOnIntent } from '../../blocks/dialog/lazy-dialog';
import type { ChatPanel as Panel } from './ChatPanel';

/**
 * The panel (the log, the composer, their scrolling) is a chunk of its own,
 * fetched when the panel first shows (or the launcher, a `data-b2b-open="chat"`
 * link, is pointed at or focused), not with the page: the launcher, the
 * unread count and polling need none of it.
 */
export const chatPanelCode = lazyModule(() => import('./ChatPanel'));

/**
 * ChatPanel once its code is here. Meanwhile an empty panel of the same box
 * (busy), so an inline chat keeps its place in the page and nothing moves
 * when the content arrives. The code waits in state, not in Suspense (the
 * same on React and Preact). Busy only while it shows: a collapsed chat
 * fetches nothing, so it is not loading anything.
 */
export function ChatPanel(props: ComponentProps<typeof Panel>) {
  const { hidden, id, floating, textareaRef } = props;
  useEffect(() => prefetchOnIntent('chat', chatPanelCode), []);
  const { module, error } = useLazyModule(chatPanelCode, !hidden);
  // Opened by the customer before the code was here: the focus Chat gave the
  // text box on opening found no text box, so it goes there on arrival. (Shown
  // from the start, the panel takes no focus: no focus theft on page load.)
  const hiddenAtFirst = useRef(hidden);
  useEffect(() => {
    if (module && hiddenAtFirst.current && !hidden) textareaRef.current?.focus();
    // Only on arrival; later openings are Chat's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module]);
  if (error) throw error;
  if (!module) return <section id={id} className="b2b-chat-panel" part="panel" data-floating={floating || undefined} hidden={hidden} aria-busy={hidden ? undefined : true} />;
  return <module.ChatPanel {...props} />;
}

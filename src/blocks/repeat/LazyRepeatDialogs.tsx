import { lazyPart } from '../../ui/lazy-part';
import type { useRepeat } from './use-repeat';

/**
 * The preview, the result and their tables are a chunk of their own, fetched
 * when the buyer asks to repeat (alongside the preview's request), not with
 * the order or draft list: most visits to the list repeat nothing.
 */
const RepeatDialogs = lazyPart(() => import('./RepeatDialogs').then((m) => m.RepeatDialogs));

/** Whatever the repeat flow shows, once its code is here; nothing while idle. */
export function LazyRepeatDialogs({ flow }: { flow: ReturnType<typeof useRepeat> }) {
  return flow.state.kind === 'idle' ? null : <RepeatDialogs flow={flow} />;
}

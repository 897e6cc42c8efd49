import { lazyModule } from '../lazy-module';

/**
 * IMask is ~16 kB gzip and phone fields live in dialogs (callback,
 * registration) that most page views never open: it is fetched when a phone
 * field first mounts, i.e. when its dialog opens, not with the widget. Keys
 * typed before it arrives stay in the input and are masked when it attaches.
 */
export const imaskCode = lazyModule(() => import('imask'));

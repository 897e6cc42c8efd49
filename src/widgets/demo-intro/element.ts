import { lazyModule } from '../../ui/lazy-module';
import { defineWidget } from '../../blocks/element/define-widget';
import { dialogShellCss, lazyDialog } from '../../blocks/dialog/lazy-dialog';
import type { DemoIntroProps } from './DemoIntro';

/** The dialog's body: fetched when it opens, not with the page. */
export const demoIntroCode = lazyModule(() => import('./DemoIntro').then((m) => m.DemoIntro));

/**
 * The demo user's first-login dialog: what the demo can do (the legacy
 * /ajax/authdemofirstform fragment, sanitized). The portal renders the tag
 * with `open` after a demo login from the site; closing it calls
 * `demoIntroSeen`, so the server does not render it again in that demo session.
 *
 * @summary Demo user's first-login dialog.
 * @tag b2b-demo-intro
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @csspart base - The widget's box.
 * @csspart dialog - The dialog.
 * @csspart body - The fragment's text.
 */
export const DemoIntroElement = defineWidget<DemoIntroProps>('b2b-demo-intro', lazyDialog(demoIntroCode, { name: 'demo-intro' }), {
  props: { open: 'boolean' },
  css: dialogShellCss,
  modal: true,
});

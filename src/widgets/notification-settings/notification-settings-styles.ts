import { alertCss } from '../../ui/alert/alert.css';
import { buttonCss } from '../../ui/button/button.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { space } from '../../ui/styles/tokens';

/** <b2b-notification-settings>. Classes prefixed b2b-notify-. */
const notifyCss = /* css */ `
:host { display: block; }
.b2b-notify-body { display: grid; gap: ${space}; }
.b2b-notify-title { margin: 0; font-size: 1.15em; }
.b2b-notify-list { display: grid; gap: calc(${space} / 2); margin: 0; padding: ${space}; border: 1px solid var(--b2b-color-border, #cbd2d9); border-radius: 4px; }
.b2b-notify-legend { font-weight: 600; padding: 0 calc(${space} / 2); }
.b2b-notify-switch { display: flex; align-items: center; gap: ${space}; cursor: pointer; }
.b2b-notify-switch input { width: 1.1em; height: 1.1em; margin: 0; }
`;

/** Every sheet <b2b-notification-settings> needs, in cascade order. */
export const notificationSettingsStyles: readonly string[] = [baseCss, buttonCss, alertCss, statesCss, notifyCss];

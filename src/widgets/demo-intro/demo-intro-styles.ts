import { buttonCss } from '../../ui/button/button.css';
import { modalCss } from '../../ui/modal/modal.css';
import { baseCss } from '../../ui/styles/base.css';

const demoIntroCss = /* css */ `
.b2b-demo-intro-body { line-height: 1.5; }
.b2b-demo-intro-body p { margin: 0 0 8px; }
`;

/** Every sheet the dialog needs: the element adopts them, and so does the component's StyleRoot (npm). */
export const demoIntroStyles: readonly string[] = [baseCss, buttonCss, modalCss, demoIntroCss];

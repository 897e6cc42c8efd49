import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { baseCss, uiCss } from '../../../src/ui/styles';

const css = [baseCss, uiCss];

/** Renders with the styles a widget gets, so layout-dependent behaviour (virtual rows, dialogs) is real. */
export function renderUi(node: ReactNode, options?: Parameters<typeof render>[1]) {
  return render(<StyleRoot css={css}>{node}</StyleRoot>, options);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The focused element, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

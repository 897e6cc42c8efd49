import type { Decorator } from '@storybook/react-vite';
import { StyleRoot } from '../../src/ui/StyleRoot';
import { baseCss, uiCss } from '../../src/ui/styles';

const css = [baseCss, uiCss];

/** Gives a story the styles a widget adopts into its shadow root. */
export const withUiStyles: Decorator = (Story) => (
  <StyleRoot css={css}>
    <Story />
  </StyleRoot>
);

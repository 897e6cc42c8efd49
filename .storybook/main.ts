import type { StorybookConfig } from '@storybook/react-vite';

const PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') };

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The stories' test run (vitest) takes React's production build, as the
  // component tests do: the development build checks and warns as it renders,
  // and no test reads the warnings. A designer's Storybook keeps them.
  viteFinal: (vite) =>
    process.env.VITEST
      ? { ...vite, define: { ...vite.define, ...PRODUCTION }, optimizeDeps: { ...vite.optimizeDeps, esbuildOptions: { ...vite.optimizeDeps?.esbuildOptions, define: PRODUCTION } } }
      : vite,
};
export default config;

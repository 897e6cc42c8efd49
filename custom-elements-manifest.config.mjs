import { defineWidgetPlugin } from './scripts/cem-define-widget-plugin.mjs';

export default {
  globs: ['src/widgets/*/element.ts'],
  outdir: '.',
  packagejson: false,
  plugins: [defineWidgetPlugin()],
};

// Benchmarks (npm run bench): vitest browser mode in real Chromium, outside the
// test projects (not timed tests: they measure and print, they don't pass or fail on numbers).
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';

export default defineConfig({
  plugins: [react()],
  // MSW's service worker lives with Storybook's static files.
  publicDir: '.storybook/public',
  root: new URL('..', import.meta.url).pathname,
  optimizeDeps: {
    include: [
      'react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime', 'msw/browser', 'zustand', 'zustand/vanilla',
      'valibot', 'date-fns', 'date-fns/locale', 'react-day-picker', 'react-day-picker/locale', '@tanstack/virtual-core',
    ],
  },
  // Production React: development checks would dominate what we measure.
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: { conditions: ['production'] },
  test: {
    name: 'bench',
    include: ['bench/**/*.bench.tsx'],
    testTimeout: 300_000,
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});

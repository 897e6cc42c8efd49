import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

const chromium = () =>
  playwright({
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  });

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'portal',
          environment: 'node',
          include: ['tests/portal/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One embedded database per file; files in parallel would fight for 2 cores.
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        // MSW's service worker lives with Storybook's static files; both use it.
        publicDir: '.storybook/public',
        optimizeDeps: {
          // Pre-bundle every runtime dependency up front: a dependency discovered
          // mid-run makes Vite reload, which can load React twice.
          include: [
            'react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'msw/browser',
            'zustand', 'zustand/vanilla', 'ofetch', 'valibot', 'imask', 'react-imask',
            'date-fns', 'date-fns/locale', 'react-day-picker', '@tanstack/virtual-core', 'dompurify',
            'embla-carousel-react', 'vitest-browser-react', '@r2wc/core', '@r2wc/react-to-web-component',
          ],
        },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/components/setup.ts'],
          browser: browser(),
        },
      },
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

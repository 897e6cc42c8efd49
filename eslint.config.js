import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/eslint/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'examples/portal/.data', '.storybook/public', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useLoad(load, deps) reads again when deps change: its deps are checked like an effect's.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoad$' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-globals': ['error', { name: 'eval', message: 'Strict CSP: no eval.' }],
      'no-restricted-syntax': [
        'error',
        {
          // Preact (the standalone runtime) does not focus on mount: src/ui/focus/use-auto-focus.ts does, in both.
          selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='autoFocus']",
          message: 'autoFocus on a DOM element focuses only under React; use Button/TextField autoFocus or useAutoFocus().',
        },
      ],
    },
  },
  {
    // Widget code takes its strings from core/messages/<widget>.ts (in its own
    // chunk); the index joins every widget's strings, so a runtime import of
    // it would put them all on every page. Types are free.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/index.ts', 'src/core/index.ts', 'src/testing/**', 'src/core/messages/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(core/)?messages(/index)?$',
              allowTypeImports: true,
              message: 'Import the widget\'s own core/messages/<widget>.ts (or common.ts), not the index of all messages.',
            },
          ],
        },
      ],
    },
  },
  {
    // core -> ui -> stores -> blocks -> widgets, and no widget imports another (scripts/eslint/layers.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { b2b: layers },
    rules: { 'b2b/layers': 'error' },
  },
  {
    // core/ is React-free: it is shared by the loader, the portal and every widget.
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', 'react-dom/*'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

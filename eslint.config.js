import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (ARCHITECTURE.md): components draw, machines hold flows, only app/pages connect them. */
const noImport = (group, message) => ['error', { patterns: [{ group, message }] }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'coverage',
      '.tmp',
      'data',
      'server/src/db/migrations',
      'test-runner-jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/api/calls',
              importNames: ['web', 'user', 'pay', 'evaluation'],
              allowTypeImports: true,
              message:
                "Import the call module itself (import * as webCourse from '@/api/calls/web/course'): the bundler keeps every call of a namespace reached through the index, in every page's first download.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': noImport(
        [
          '@/features/*',
          '**/src/features/**',
          '@/pages/*',
          '**/machines/**',
          '@machines/*',
          '@/api/*',
          '**/src/api/**',
          '@/app/*',
          'react-router',
          'react-router-dom',
          'axios',
          'xstate',
          '@xstate/*',
          '@tanstack/*',
        ],
        'Components only draw: props in, callbacks out (no machines, api, router or fetching). The design system knows no domain (no features).',
      ),
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': noImport(
        [
          '@/pages/*',
          '**/machines/**',
          '@machines/*',
          '@/api/*',
          '**/src/api/**',
          '@/app/*',
          'react-router',
          'react-router-dom',
          'axios',
          'xstate',
          '@xstate/*',
          '@tanstack/*',
        ],
        'Features are presentational components of one domain: props in, callbacks out (no machines, api, router or fetching).',
      ),
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-dom', 'react/*', 'axios', '@/components/*', '@/app/*', '@/api/client', 'react-router'],
        'Machines are plain TypeScript: no React, no axios; side effects arrive as named actors and actions.',
      ),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['@/*', '@contract/*', '**/src/components/**', '**/src/app/**', '**/src/lib/**', '**/src/pages/**', '**/machines/**'],
        'The server shares only contract/ and the API schemas (src/api/schemas) with the browser code, by relative path (it runs its sources as they are).',
      ),
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['@/*', '@machines/*', '@tokens/*', '**/src/**', '**/server/**', '**/machines/**', '**/design-tokens/**'],
        'contract/ is what the browser and the server agree on: it imports nothing of either.',
      ),
    },
  },
  {
    files: ['src/lib/**', 'src/api/**', 'src/config/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['@/components/*', '@/app/*', '@/pages/*', '**/machines/**'],
        'Libraries sit below the UI and the machines.',
      ),
    },
  },
);

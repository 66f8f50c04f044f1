import fs from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (ARCHITECTURE.md): components draw, features draw one domain, machines hold flows,
 * src/flows wires them to the API, only app/pages connect them. `extra` adds regex patterns (one rule's
 * options replace another's for the same file, so every section lists all of its patterns).
 */
const noImport = (group, message, extra = []) => ['error', { patterns: [{ group, message }, ...extra] }];

/** A regex source that matches exactly one of the given import specifiers. */
const oneOf = (specifiers) => `(?:${specifiers.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;

/** The domains under src/flows, each one folder with an index.ts. */
const flowDomains = fs
  .readdirSync(new URL('./src/flows', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Outside src/flows/<domain>/ a domain is reached through its index.ts only (@/flows/<domain>), so what a
 * domain keeps to itself can change without touching its users.
 */
const flowsThroughIndex = [
  {
    regex: '^@/flows/[^/]+/',
    message: "Import a flows domain through its index: '@/flows/<domain>', not a file inside it.",
  },
  {
    regex: '^(?:\\.\\./)+(?:src/)?flows(?:/|$)',
    message: "Import a flows domain through its index: '@/flows/<domain>'.",
  },
];

/**
 * A feature component is imported through its folder's index.ts (@/features/<domain>/<Component>), from its
 * own domain and from others alike. Its stylesheet may be reached directly (a page that lays out around it).
 */
const featuresThroughIndex = [
  {
    regex: '^@/features/[^/]+/[^/]+/(?!.*\\.css$)',
    message: "Import a feature component through its folder's index: '@/features/<domain>/<Component>'.",
  },
];

/**
 * A page never imports another page: anything under src/pages/<area>/<page>/ belongs to that page alone, and
 * what two pages share lives in features/<domain> (views, styles) or flows/<domain> (hooks). Page folders
 * have no subfolders, so any `..` leaves the page, and no page reaches src/pages by the alias.
 */
const pageMessage =
  'A page never imports another page: move what both need to features/<domain> (views, styles), flows/<domain> (hooks) or components; reach code outside the page folder by its @/ path.';
const pagePatterns = [
  { regex: '^@/pages(?:/|$)', message: pageMessage },
  { regex: '^\\.\\./', message: pageMessage },
];

/** A regex source for a relative import that climbs into one of the given top-level folders. */
const intoTrees = (folders) => `^(?:\\.\\./)+${oneOf(folders)}(?:/|$)`;

/** What the server may import from outside server/: contract/ only, by relative path. */
const serverPatterns = [
  {
    group: ['@/*', '@contract/*', '@machines/*', '@tokens/*'],
    message: 'The server reaches contract/ by relative path (it runs its sources as they are) and imports no other browser code.',
  },
  {
    // ARCHITECTURE.md: what the server shares with the browser lives in contract/, never in src/.
    regex: intoTrees(['src']),
    message: 'Outside server/ the server imports only contract/.',
  },
  {
    regex: intoTrees(['machines', 'design-tokens', 'stories', 'tests', 'scripts', 'deploy', '.storybook']),
    message: 'The server imports nothing from the machines, design tokens, stories, tests or scripts.',
  },
];

const moduleThroughIndex = "Import another server module through its index: '../<module>', not a file inside it.";

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'coverage',
      '.tmp',
      'data',
      'server/src/platform/db/migrations',
      // Lesson videos: HLS segments end in .ts but are MPEG transport streams, not TypeScript.
      'server/media',
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
                "Import the call module itself (import * as webCourse from '@contract/api/calls/web/course'): the bundler keeps every call of a namespace reached through the index, in every page's first download.",
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
          '@/flows/*',
          '**/src/flows/**',
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
        'Components only draw: props in, callbacks out (no machines, flows, api, router or fetching). The design system knows no domain (no features).',
      ),
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': noImport(
        [
          '@/pages/*',
          '**/src/pages/**',
          '@/flows/*',
          '**/src/flows/**',
          '@/api/*',
          '**/src/api/**',
          '@/app/*',
          'react-router',
          'react-router-dom',
          'axios',
          'xstate',
          '@xstate/*',
          '@tanstack/*',
          // A headless table computes rows and columns from props and fetches nothing: views may draw with it.
          '!@tanstack/react-table',
        ],
        'Features are presentational components of one domain: props in, callbacks out (no flows, machines, api, router or fetching).',
        featuresThroughIndex,
      ),
      // A view may name the types of what a machine holds (its context, its choices) but never runs one. This
      // replaces the src/** options of the rule for features; '@/api/*' above already covers '@/api/calls'.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/machines/**', '@machines/*'],
              allowTypeImports: true,
              message: 'Features run no machines: import a machine type with `import type` only.',
            },
          ],
        },
      ],
    },
  },
  ...flowDomains.map((domain) => ({
    files: [`src/flows/${domain}/**`],
    rules: {
      'no-restricted-imports': noImport(
        [
          '@/pages/*',
          '**/src/pages/**',
          '@/app/layouts/*',
          '@/app/overlays/*',
          '@/app/routes/*',
          '@/app/router/*',
          '@/app/App',
          '@/app/AppShell',
          '@/app/start',
        ],
        'Flows wire machines to API calls for pages and the shell: they import no page, layout, overlay or route.',
        [
          {
            regex: `^@/flows/${domain}(?:/|$)`,
            message: `Inside src/flows/${domain} import its files by relative path: its index.ts imports them all.`,
          },
          {
            regex: `^@/flows/(?!${domain}(?:/|$))[^/]+/`,
            message: "Import another flows domain through its index: '@/flows/<domain>'.",
          },
          { regex: '^\\.\\./', message: "Leave the domain by an @/ path ('@/flows/<domain>' for another domain)." },
          ...featuresThroughIndex,
        ],
      ),
    },
  })),
  {
    files: ['src/app/**', 'stories/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...flowsThroughIndex, ...featuresThroughIndex] }] },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|\\.|@machines/|@contract/)',
              message:
                'Machines are plain TypeScript: xstate, other machines and contract/ only (no React, no axios, no app code); side effects arrive as named actors and actions.',
            },
            {
              regex: intoTrees(['src']),
              message: 'Machines import xstate, other machines and contract/ only.',
            },
            {
              regex: intoTrees(['server', 'design-tokens', 'stories', 'tests', 'scripts', 'deploy', '.storybook']),
              message: 'Machines import xstate, other machines and the API schemas only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  /*
   * A server module reaches another only through its index.ts (what it offers the others); its routes are
   * registered from modules/index.ts. From modules/<a>/x.ts another module is '../<b>', from
   * modules/<a>/routes/x.ts it is '../../<b>': a path that goes on into the folder is inside it.
   */
  {
    files: ['server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverPatterns, { regex: '^\\.\\./[A-Za-z]+/', message: moduleThroughIndex }] },
      ],
    },
  },
  {
    files: ['server/src/modules/*/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverPatterns, { regex: '^\\.\\./\\.\\./[A-Za-z]+/', message: moduleThroughIndex }] },
      ],
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
    files: ['src/pages/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...pagePatterns, ...flowsThroughIndex, ...featuresThroughIndex] }],
    },
  },
  {
    files: ['src/lib/**', 'src/api/**', 'src/config/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['@/components/*', '@/app/*', '@/pages/*', '@/flows/*', '**/machines/**'],
        'Libraries sit below the UI, the flows and the machines.',
      ),
    },
  },
);

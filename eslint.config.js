import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (ARCHITECTURE.md): components draw, machines hold flows, only app/pages connect them. */
const noImport = (group, message) => ['error', { patterns: [{ group, message }] }];

/** A regex source that matches exactly one of the given import specifiers. */
const oneOf = (specifiers) => `(?:${specifiers.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;

/**
 * A page never imports another page. Code shared among routes lives in src/pages/shared, src/pages/commerce,
 * src/pages/<area>/shared and the files directly in an area folder (src/pages/campaign/campaignPage.css.ts,
 * src/pages/studymag/DetailFrame.tsx …); anything under src/pages/<area>/<page>/ belongs to that page alone.
 * The relative patterns read `..` as the area folder, which holds while page files sit directly in their
 * page folder (none has subfolders).
 */
const pageMessage =
  'A page never imports another page: move what both need to src/pages/shared, src/pages/<area>/shared, features or components.';
const pagePatterns = (allowed = []) => {
  // Imports already in the tree when the rule came (pageImportsToUndo) stay allowed, in their file only.
  const except = allowed.length ? `(?!${oneOf(allowed)}$)` : '';
  return [
    { regex: `^${except}@/pages/(?!(?:shared|commerce)/)[^/]+/(?!shared/)[^/]+/`, message: pageMessage },
    { regex: `^${except}\\.\\./(?!shared/|\\.\\./)[^/]+/`, message: pageMessage },
    { regex: `^${except}\\.\\./\\.\\./(?!(?:shared|commerce|\\.\\.)/)[^/]+/(?!shared/)[^/]+/`, message: pageMessage },
  ];
};
/**
 * Pages that import another page today, each to be undone by moving the shared piece out of the page it
 * lives in. New ones are refused; an entry is removed once its import is gone.
 */
const pageImportsToUndo = {
  'src/pages/desktop/faqTrainer/FaqTrainerPage.tsx': ['@/pages/desktop/faqTable/FaqTableView'],
  'src/pages/desktop/video/VideoView.tsx': ['@/pages/personal/myCourse/MyCourseView'],
  'src/pages/evaluation/setPassword/SetPasswordPage.tsx': ['@/pages/evaluation/retrievePassword/RetrievePasswordPage'],
  'src/pages/mobile/course/MobileCourseDetailView.tsx': ['@/pages/desktop/courseChapter/CourseChapterView'],
  'src/pages/mobile/course/MobileCourseSystem.tsx': ['@/pages/desktop/course/useCourseSystem'],
  'src/pages/mobile/course/MobileCourseSystemView.tsx': ['@/pages/desktop/course/courseFilters'],
  'src/pages/mobile/course/MobileTrialLesson.tsx': ['../login/returnPath'],
  'src/pages/personal/myCourseChapter/MyCourseChapterView.tsx': ['../myCourse/MyCourseView'],
};

/**
 * Files outside server/ that the server imports today besides contract/. contract/ is to take their
 * place (ARCHITECTURE.md: the server imports contract/ and nothing else outside server/).
 */
const serverImportsFromSrc = ['i18n/locales/zh-CN/routes'];
/** A regex source for a relative import that climbs into one of the given top-level folders. */
const intoTrees = (folders) => `^(?:\\.\\./)+${oneOf(folders)}(?:/|$)`;

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@contract/*', '@machines/*', '@tokens/*'],
              message:
                'The server reaches contract/ by relative path (it runs its sources as they are) and imports no other browser code.',
            },
            {
              regex: `^(?:\\.\\./)+src/(?!${oneOf(serverImportsFromSrc)}(?:\\.ts)?$)`,
              message:
                'Outside server/ the server imports only contract/ and the files listed in serverImportsFromSrc (eslint.config.js).',
            },
            {
              regex: intoTrees(['machines', 'design-tokens', 'stories', 'tests', 'scripts', 'deploy', '.storybook']),
              message: 'The server imports nothing from the machines, design tokens, stories, tests or scripts.',
            },
          ],
        },
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
    files: ['src/pages/*/*/**/*'],
    ignores: ['src/pages/shared/**', 'src/pages/commerce/**', 'src/pages/*/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: pagePatterns() }] },
  },
  ...Object.entries(pageImportsToUndo).map(([file, allowed]) => ({
    files: [file],
    rules: { 'no-restricted-imports': ['error', { patterns: pagePatterns(allowed) }] },
  })),
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

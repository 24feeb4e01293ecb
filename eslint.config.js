import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders directly inside `dir` (relative to this file). */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The web features: each folder of src/web/features, and each planner of features/planners.
const features = folders('./src/web/features/').flatMap((feature) =>
  feature === 'planners'
    ? ['planners', ...folders('./src/web/features/planners/').map((p) => `planners/${p}`)]
    : [feature],
);
const isWithin = (inner, outer) => inner === outer || inner.startsWith(`${outer}/`);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // Imports flow one way: shared <- server, shared <- web; server and web never meet; a web
      // feature never imports another feature (move shared pieces to components/ or lib/).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'shared imports nothing of ours',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'the server never imports the web app',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'the web app never imports the server',
            },
            // One zone per feature folder, read from disk so a new feature is covered at once.
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: features
                .filter((other) => !isWithin(feature, other) && !isWithin(other, feature))
                .map((other) => `./src/web/features/${other}`),
              message: 'a feature does not import another feature',
            })),
            {
              target: './src/web/features',
              from: './src/web/app',
              message:
                'a feature does not import the app (the app imports features); shared pieces live in components/ or lib/',
            },
            {
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/app'],
              message: 'shared web code does not import features or the app',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings in src/server/config.ts only.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The one place that reads the environment, and the tooling around the app.
    files: [
      'src/server/config.ts',
      'scripts/**',
      'e2e/**',
      '*.config.ts',
      'src/server/testing/**',
      'src/**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);

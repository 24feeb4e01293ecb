import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
            ...['home', 'not-found', 'planners', 'account', 'admin'].map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'a feature does not import another feature',
            })),
            {
              target: ['./src/web/components', './src/web/lib', './src/web/config'],
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

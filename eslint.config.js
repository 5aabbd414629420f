// ESLint flat config. `npm run lint` runs it with --max-warnings 0 (then prettier --check).
// typescript-eslint's non-type-checked rules keep a full run fast on two cores; the layer
// rules below are the architecture: who may import whom.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages that must never reach the browser bundle of composed pages (size and safety). */
const HEAVY_SERVER_PACKAGES = ['zod', 'ajv', 'ajv-formats', 'sanitize-html'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'public/build/',
      '.cache/',
      '.data/',
      'test-results*/',
      'playwright-report/',
      'tests/.artifacts/',
      // MPEG-TS video segments share the .ts extension.
      'fixtures/media/',
      // Written by scripts/build-hls.mjs from hls.js's sources.
      'app/player/hls-lean.generated.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // `interface AppLoadContext extends AppContext {}` is how a module augmentation names its type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './blocks',
              from: './app',
              message: 'blocks/ never imports app/: the app hands blocks what they need through the block environment (blocks/shared/environment.tsx).',
            },
            {
              target: './contract',
              from: ['./app', './blocks', './platform', './server', './schemas', './scripts', './tests', './bench'],
              message: 'contract/ is shared by the browser, the web server and the platform: it imports nothing but itself.',
            },
            {
              target: './app',
              from: './platform',
              message: 'app/ talks to the platform over HTTP through contract/ (app/platform/client.server.ts), never by importing its code.',
            },
            {
              target: './platform',
              from: ['./app', './blocks', './server'],
              message: 'The platform is a separate back end: it may use contract/ and schemas/, never the web app.',
            },
            {
              target: './schemas',
              from: ['./app', './platform', './server'],
              message: 'schemas/ validates realm documents for every side: it depends on blocks/ at most.',
            },
          ],
        },
      ],
    },
  },
  {
    // contract/ runs in the browser too: no Node built-ins, no server-only modules.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'contract/ must stay browser-safe: no Node built-ins.' },
            { group: ['**/*.server', '**/*.server.*'], message: 'contract/ must stay browser-safe: no server-only modules.' },
          ],
        },
      ],
    },
  },
  {
    // Block components are what the browser loads for a composed page: they may not pull in
    // validation libraries, schemas, the full registry or server-only modules. (The
    // transitive check from the page entry points is blocks/client-imports.test.ts.)
    files: ['blocks/**/component.tsx', 'blocks/components/{page,plugins,forms,lookup,index}.ts', 'blocks/shared/**/*.tsx', 'blocks/render.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: HEAVY_SERVER_PACKAGES.map((name) => ({
            name,
            message: 'Browser-side block code: validation and sanitising live in schema.ts / *.server.ts.',
            allowTypeImports: true,
          })),
          patterns: [
            { group: ['**/*.server', '**/*.server.*'], message: 'Server-only module in browser-side block code.' },
            {
              group: ['**/schema', './schema.ts', '**/blocks/index', '../index', '../../index'],
              message: 'Schemas and the full registry stay out of the browser bundle.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Tests, probes, scripts and the realm checker read untyped JSON (HTTP bodies, ffprobe
    // output, realm files) and poke at it.
    files: ['**/*.test.{ts,tsx}', 'blocks/testing.tsx', 'tests/**', 'scripts/**', 'schemas/check-realms.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Kysely migrations must not depend on the current schema type (it changes after them).
    files: ['platform/db/migrations/*.ts', 'platform/db/migrate.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // A loader's request is Remix's copy, whose signal stops following the viewer's connection
    // once the copy is collected; a call that outlives the loader would never be ended.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='signal'] > MemberExpression[property.name='signal'][object.name='request']",
          message: "Pass the context's `closed` signal (AppContext.closed), not `request.signal`.",
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);

// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginLingui from 'eslint-plugin-lingui'
import globals from 'globals'

const frontEnds = ['shell', 'mfe-manage', 'mfe-public-event', 'mfe-booking-widget', 'mfe-scanner']

/** An app may import `@tessera/shared` only: never another app (ARCHITECTURE.md, "MFEs never import each other"). */
function appBoundary(app) {
  const others = [...frontEnds, 'api', 'tests', 'bench'].filter((name) => name !== app)
  // `api` is also a feature folder (`features/x/api`) and `@tessera/shared/api`: match the API
  // workspace by its own top-level folders instead.
  const folders = others.flatMap((name) =>
    name === 'api' ? ['app', 'start', 'config', 'database'].map((dir) => `api/${dir}`) : [name],
  )
  return {
    group: [...others.map((name) => `@tessera/${name}`), ...folders.map((name) => `**/${name}/**`)],
    message: 'Apps share code only through @tessera/shared.',
  }
}

/** Features do not import each other (STYLE.md): what two features need lives in lib/ or components/. */
const featureBoundary = (up) => ({
  regex: `^${'\\.\\./'.repeat(up)}(?!\\.\\.)[a-z-]+/`,
  message: 'Features do not import each other: move what they share to src/lib or src/components.',
})

function boundary(app) {
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
  return [
    { files: [`${app}/**/*.{ts,tsx}`], rules: restrict([appBoundary(app)]) },
    {
      files: [`${app}/src/features/*/*.{ts,tsx}`],
      rules: restrict([appBoundary(app), featureBoundary(1)]),
    },
    {
      files: [`${app}/src/features/*/*/*.{ts,tsx}`],
      rules: restrict([appBoundary(app), featureBoundary(2)]),
    },
  ]
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-embed/**',
      '**/dist-server/**',
      '**/build/**',
      'api/tmp/**',
      '**/locales/*/messages.ts',
      'test-results/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      // Lucid models and AdonisJS configs use decorators and `declare` fields; the container needs
      // runtime imports of classes that look type-only.
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // AdonisJS declares its registries by extending interfaces with nothing of their own.
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: [...frontEnds.map((app) => `${app}/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lingui: pluginLingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // not a sentence: no capital start and no two words
            '^(?![A-Z].*|\\w+\\s\\w+).+$',
            // CONSTANTS, CSS values, paths, URLs, selectors, MIME types
            '^[A-Z0-9_-]+$',
            '^[a-z]+(/[a-z0-9.+-]+)+$',
            '^(https?:|mailto:|/)',
            '^[.#]?[a-z][a-z0-9-]*( [.#]?[a-z][a-z0-9-]*)*$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|class$|style|testid|Id$|Key$|Url$|Path$|Type$|href|target|rel|role|variant|size|kind|name|autoComplete|inputMode|method|mode|align|tone|icon',
                flags: 'i',
              },
            },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'src',
            'srcSet',
            'type',
            'id',
            'htmlFor',
            'width',
            'height',
            'displayName',
            'key',
            'lang',
            'accept',
            'pattern',
            'form',
            'to',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'console.*',
            '*.headers.set',
            '*.setAttribute',
            '*.addEventListener',
            '*.removeEventListener',
            '*.dispatchEvent',
            'CustomEvent',
            'document.*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getElementById',
            '*.closest',
            'navigate',
            'routePath',
            'api.*',
            'client.*',
            '*.get',
            '*.post',
            '*.patch',
            '*.delete',
            '*.upload',
            'URL',
            'URLSearchParams',
            '*.set',
            '*.has',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.split',
            '*.join',
            '*.replace',
            'Intl.*',
            'matchMedia',
            '*.matchMedia',
            'fetch',
            'require',
            'expect',
            'describe',
            'it',
            'it.each',
            'test',
          ],
        },
      ],
    },
  },
  {
    // Tests and tooling may use plain strings.
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**/*.{ts,tsx}',
      '**/test-*.{ts,tsx}',
      '**/*-fixtures.{ts,tsx}',
      'tests/**/*.ts',
      'bench/**/*',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  ...frontEnds.flatMap(boundary),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tessera/*', '!@tessera/shared'], message: 'shared depends on no app.' },
          ],
        },
      ],
    },
  },
)

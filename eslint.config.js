import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importCycle from './scripts/no-import-cycle.js'

/*
 * The layers of src/ (docs/architecture.md, "Layers and their walls"), lowest first. A folder may import only
 * the folders below it:
 *   lib ← api ← features ← routes ← app ← main.tsx;  components sit on lib;  mocks sit on api and lib.
 */
const layers = {
  lib: { may: [], why: 'lib/ is the bottom layer: it imports nothing of the app.' },
  api: { may: ['lib'], why: 'api/ knows URLs and schemas only: it imports lib/ and nothing above it.' },
  components: { may: ['lib'], why: 'components/ are presentational: they never reach api/, features/ or the app.' },
  features: {
    may: ['lib', 'api', 'components'],
    why: 'features/ never import routes/, app/ or mocks/: routes compose them.',
  },
  routes: { may: ['lib', 'api', 'components', 'features'], why: 'routes/ only wire: they never import app/ or mocks/.' },
  app: { may: ['lib', 'api', 'components', 'features', 'routes'], why: 'Production code never imports mocks/.' },
  mocks: { may: ['lib', 'api'], why: 'mocks/ fake the API: they import api/ and lib/ only.' },
}
const folders = Object.keys(layers)
const layerZones = Object.entries(layers).map(([target, { may, why }]) => ({
  target: `./src/${target}`,
  from: folders.filter((folder) => folder !== target && !may.includes(folder)).map((folder) => `./src/${folder}`),
  message: why,
}))
const featureZones = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: the route composes them.',
  }))

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'playwright-report', 'test-results', 'public/mockServiceWorker.js', 'public/theme.js', 'src/routeTree.gen.ts', 'test/lint-fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The push worker is plain JavaScript served as it is (public/sw.js): a service worker's globals.
  { files: ['public/sw.js'], languageOptions: { globals: globals.serviceworker } },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server strings render as text only.' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX, 'import-cycle': importCycle },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      // import-x/no-cycle skips type imports and has no option to count them; this one counts every import.
      'import-cycle/no-cycle': 'error',
    },
  },
  {
    // zod/mini builds an object's parser without `new Function`; classic zod compiles one, and even its probe for
    // whether it may is reported as a violation of the Content-Security-Policy (no 'unsafe-eval').
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          name: 'zod',
          allowTypeImports: true,
          message: 'Use zod/mini: classic zod compiles parsers with `new Function`, which the Content-Security-Policy forbids.',
        },
      ],
    },
  },
  {
    files: ['src/mocks/**', 'test/**', 'scripts/**', 'relay/scripts/**', 'relay/test/**'],
    rules: { 'no-console': 'off' },
  },
)

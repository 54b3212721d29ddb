// Lint: typescript-eslint's recommended rules, React hooks rules, and the purity of src/core. Layout is
// Prettier's (npm run format): eslint-config-prettier, last, turns off any rule that would argue with it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const frameworks = ['react', 'react-dom', 'inversify', 'valtio', 'i18next', 'react-i18next', 'comlink', 'date-fns-tz'];

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // src/core runs in a browser, a worker, Node and the server: no frameworks, DOM, storage, network or clock.
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      'no-restricted-imports': ['error', { paths: frameworks, patterns: ['node:*'] }],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'navigator',
        'self',
        'Worker',
        'process',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Time comes only from the Clock port.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time comes only from the Clock port.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Randomness is an adapter concern.',
        },
      ],
    },
  },
  {
    // valtio state changes only through its slice's actions (the `*Actions` objects beside each proxy): a
    // component or hook that assigns to a slice (`state.x = ...`, `formUi.field = ...`) writes the same rule
    // twice. Slices are named `*State` / `*Ui`, or imported `as state`.
    files: ['src/ui/**/*.tsx', 'src/ui/**/use-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'AssignmentExpression > MemberExpression.left[object.name=/^state$|State$|Ui$/]',
          message: "Change valtio state through its slice's actions.",
        },
        {
          selector:
            'AssignmentExpression > MemberExpression.left > MemberExpression.object[object.name=/^state$|State$|Ui$/]',
          message: "Change valtio state through its slice's actions.",
        },
        {
          selector: 'UpdateExpression > MemberExpression.argument[object.name=/^state$|State$|Ui$/]',
          message: "Change valtio state through its slice's actions.",
        },
      ],
    },
  },
  {
    // The server's edge never queries the database: routes and http/ are handed the ServiceContext only to
    // pass it to services, so nothing there reads its db (docs/layers.md). dependency-cruiser keeps Kysely
    // and the store out of their imports (server-edge-not-database).
    files: ['server/routes/**/*.ts', 'server/http/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db']",
          message: 'Routes get services, never the database: call a service.',
        },
        {
          selector: "VariableDeclarator > ObjectPattern > Property[key.name='db']",
          message: 'Routes get services, never the database: call a service.',
        },
      ],
      'no-restricted-imports': ['error', { paths: ['kysely'] }],
    },
  },
  prettier,
);

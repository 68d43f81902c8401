// ESLint: the recommended sets of ESLint, typescript-eslint, React hooks and Astro, plus one
// project rule: a query whose rows are read declares its row type (see db/tables.ts).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

// A tagged `sql`/`tx` template whose result is awaited into a value or returned; fragments
// (`sql\`AND …\``) and statements whose result is dropped are not queries whose rows are read.
const QUERY_TAG = 'TaggedTemplateExpression[tag.name=/^(sql|tx)$/]:not([typeArguments])';
const untypedQuery = (selector) => ({
  selector,
  message: 'Declare the row type of this query: sql<Row<…>[]>`…` (db/tables.ts), or NoRows for a statement.',
});

export default defineConfig(
  { ignores: ['node_modules/', 'data/', 'dist/', 'builds/', '.astro/', 'site/public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  { files: ['site/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      // The admin dialogs and a few islands reset their form state in an effect when they open;
      // moving that to keyed remounts is a refactor of its own, so these stay visible as warnings.
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test-support.ts'],
    rules: {
      // Tests (and the fakes they drive) read whatever an API answered; their assertions check the shape.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['api/**/*.ts', 'db/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        untypedQuery(`VariableDeclarator:not([id.typeAnnotation]) > AwaitExpression > ${QUERY_TAG}`),
        untypedQuery(
          `VariableDeclarator:not([id.typeAnnotation]) > ConditionalExpression > AwaitExpression > ${QUERY_TAG}`,
        ),
        untypedQuery(`ReturnStatement > AwaitExpression > ${QUERY_TAG}`),
      ],
    },
  },
);

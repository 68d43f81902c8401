// ESLint: the recommended sets of ESLint, typescript-eslint, React hooks and Astro, plus the
// project's rules: a query whose rows are read declares its row type (see db/tables.ts), and the
// boundaries between folders (decision 0268) as `no-restricted-imports` patterns.
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

// Import boundaries (decision 0268). Imports between top-level folders use the aliases (the
// alias check in `npm run lint` holds that), so the patterns match `#api/…`, `#db/…` and the
// relative forms a file inside api/ would write.
const boundary = (regex, message) => ({ regex, message });
const SERVER_PACKAGES = {
  group: ['node:*', 'h3', 'postgres', '@electric-sql/*', 'unstorage', 'unstorage/*', 'ioredis', 'nodemailer', 'sharp'],
  message: 'Code the browser runs takes no server packages (decision 0268).',
};
// A feature's payload schemas (api/features/<feature>/…schemas.ts) are its browser-safe part
// (decision 0417): the site and api/schemas/ may import them, and they import only their kind.
const FEATURE_SCHEMAS = 'features/[^/]+/[a-z-]*schemas\\.ts$';
const BROWSER_SAFE_API = boundary(
  `^#api/(?!shared/|schemas/|${FEATURE_SCHEMAS})`,
  "The site imports from api/ only api/shared/ (rules both sides run), api/schemas/ and a feature's schemas (decisions 0268, 0417).",
);
const NO_DB = boundary('^#db/', 'The site and the shared rules know nothing of db/ (decision 0268).');
// Code the browser runs (api/shared/, api/schemas/, a feature's schemas): no server package, nothing
// of db/, and the folder's own import boundaries.
const browserCodeImports = (...boundaries) => ({
  'no-restricted-imports': ['error', { patterns: [SERVER_PACKAGES, NO_DB, ...boundaries] }],
});
// A feature's home (decision 0417): from outside, only its index.ts (and its payload schemas,
// and the router its routes files) is imported; inside api/features/, a sibling feature likewise (`../other/index.ts`).
const FEATURE_INTERNALS = boundary(
  '^(#api/|(\\.\\./)+)features/[^/]+/(?!index\\.ts$|[a-z-]*schemas\\.ts$|[a-z.-]*routes\\.ts$)',
  'Import a feature through its index.ts (its schemas; the router its routes): its other files are its own (decision 0417).',
);
const SIBLING_FEATURE_INTERNALS = boundary(
  '^\\.\\./[^./][^/]*/(?!index\\.ts$|[a-z-]*schemas\\.ts$|[a-z.-]*routes\\.ts$)',
  'Import another feature through its index.ts (its schemas; the router its routes): its other files are its own (decision 0417).',
);
const NO_H3 = {
  name: 'h3',
  message: 'Services take plain values: the routes and api/http/ read the request (decisions 0268, 0417).',
};
const NO_HTTP = boundary(
  '^(#api/|(\\.\\./)+)http/',
  'Only routes and the server read api/http/: services and core throw domain errors, the HTTP layer answers statuses (decision 0268).',
);

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
  {
    files: ['site/**/*.{ts,tsx,astro}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BROWSER_SAFE_API, NO_DB] }] },
  },
  {
    // Rules the browser and the server both run, and the payload schemas: nothing of the server.
    files: ['api/shared/**/*.ts', 'api/schemas/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: browserCodeImports(
      boundary('^#(api|site)/', 'Within api/shared/ and api/schemas/ imports stay relative (decision 0268).'),
      boundary(
        `^\\.\\./(?!shared/|schemas/|${FEATURE_SCHEMAS})`,
        "api/shared/ and api/schemas/ import only each other and features' schemas: the browser runs them (decisions 0268, 0417).",
      ),
    ),
  },
  {
    files: ['api/features/*/*schemas.ts'],
    rules: browserCodeImports(
      boundary('^#(api|site)/', "Within a feature's schemas imports stay relative (decision 0417)."),
      boundary(
        '^(?!\\./[a-z-]*schemas\\.ts$|\\.\\./\\.\\./(shared|schemas)/|\\.\\./[^/]+/[a-z-]*schemas\\.ts$)\\.',
        "A feature's schemas import only api/shared/, api/schemas/ and other schemas: the browser runs them (decision 0417).",
      ),
    ),
  },
  {
    // Outside the features, the rest of the server reaches them through their index.
    files: ['api/**/*.ts', 'db/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['api/shared/**', 'api/schemas/**', 'api/services/**', 'api/core/**', 'api/features/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_INTERNALS] }] },
  },
  {
    // Services take plain values (decisions 0268, 0417).
    files: ['api/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_H3], patterns: [NO_HTTP, FEATURE_INTERNALS] }] },
  },
  {
    // A feature's routes read the request; the rest of it takes plain values, like a service.
    files: ['api/features/**/*routes.ts', 'api/features/*/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_INTERNALS, SIBLING_FEATURE_INTERNALS] }] },
  },
  {
    files: ['api/features/**/*.ts'],
    ignores: ['api/features/**/*routes.ts', 'api/features/*/index.ts', 'api/features/*/*schemas.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NO_H3], patterns: [NO_HTTP, FEATURE_INTERNALS, SIBLING_FEATURE_INTERNALS] },
      ],
    },
  },
  {
    files: ['api/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'h3', message: 'api/core/ knows nothing of HTTP (decision 0268).' }],
          patterns: [NO_HTTP, FEATURE_INTERNALS],
        },
      ],
    },
  },
);

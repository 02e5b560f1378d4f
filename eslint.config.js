// ESLint flat config: typescript-eslint's type-aware recommended rules over every TypeScript file,
// plus the rules this project relies on. Formatting is Prettier's job (npm run format:check).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-bench/**',
      '.nx/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp/**',
      'tools/bench/results/**',
      '**/*__tmpl__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          // Prettier wraps code but not strings, templates or comments: long ones are split by hand.
          ignoreUrls: true,
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // A leading underscore marks a parameter or binding that is there for its position only.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The core never names a game (see also the core's game-agnostic test, which reads comments too);
    // nor does the browser client: it draws every ruleset from the ruleset's presentation data.
    files: ['packages/core/**/*.ts', 'apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Identifier[name', 'Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/pok[eé]mon|chaos|goofspiel/i]`,
          message:
            'the core and the web client never name a game: add an extension point or presentation data instead.',
        })),
      ],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);

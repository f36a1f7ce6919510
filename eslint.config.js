// ESLint for every source file: TypeScript with type information (floating promises need it) and
// Astro components. Part of `npm test` through `npm run lint`.
import js from '@eslint/js'
import astro from 'eslint-plugin-astro'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {ignores: ['dist/', 'dist.*/', '.data/', '.cache/', '.astro/', 'node_modules/', 'tests/fixtures/', 'tests/site/fixtures/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: {...globals.node},
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname, extraFileExtensions: ['.astro']}
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {args: 'all', argsIgnorePattern: '^_', caughtErrors: 'none'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error'
    }
  },
  {
    // astro-eslint-parser has no project service: it reads the tsconfig itself.
    files: ['**/*.astro'],
    languageOptions: {parserOptions: {projectService: false, project: './tsconfig.json'}}
  },
  {
    // Browser scripts of the site.
    files: ['site/scripts/**/*.ts'],
    languageOptions: {globals: {...globals.browser}}
  },
  {
    // Plain JavaScript config files have no type information.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked
  }
)

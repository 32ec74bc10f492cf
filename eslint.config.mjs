// `npm run lint`: ESLint with the rules for TypeScript, Lit templates, their accessibility and
// custom elements; formatting is Prettier's (`.prettierrc.json`), checked by the same command.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'reports/', 'node_modules/', '.shots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  litA11y.configs.recommended,
  wc.configs['flat/recommended'],
  prettier,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A hook's parameters are named for the reader even where a default ignores them.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Declaration merging: the game's events added to the DOM's event maps.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Small modules with one job: a file that outgrows this is split by what its parts do.
      'max-lines': ['error', { max: 400 }],
    },
  },
  // chai's property assertions (`expect(x).to.be.true`) are expressions.
  { files: ['test/**'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
  // mocha loads a reporter with require(): its file is CommonJS.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);

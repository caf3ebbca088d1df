// Lint rules: typescript-eslint's recommended set and React's hooks rules, over all our TypeScript.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', '.e2e', '.data', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks rules for the app only: Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // These parts' recipes are registered by src/ui/parts.ts when they are imported from there (the front page carries
    // none of them); imported from Chakra directly they would render unstyled. (Accordion: add it there first.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/parts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              importNames: ['Accordion', 'Alert', 'Dialog', 'Field', 'Input', 'NativeSelect', 'Separator', 'Skeleton', 'Textarea'],
              message: 'Import it from src/ui/parts.ts, which registers its recipe.',
            },
          ],
        },
      ],
    },
  },
);

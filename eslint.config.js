// Lint rules: typescript-eslint's recommended set and React's hooks rules, over all our TypeScript; and the seams of src/
// (who may import whom, ARCHITECTURE §2), kept by no-restricted-imports.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// These parts' recipes are registered by src/ui/parts.ts when they are imported from there (the front page carries none
// of them); imported from Chakra directly they would render unstyled. (Accordion: add it there first.)
const chakraParts = {
  name: '@chakra-ui/react',
  importNames: ['Accordion', 'Alert', 'Dialog', 'Field', 'Input', 'NativeSelect', 'Separator', 'Skeleton', 'Textarea'],
  message: 'Import it from src/ui/parts.ts, which registers its recipe.',
};

// The seams. Patterns match what an import says (a relative path), so each names the folder it reaches for.
const intoDbInternals = {
  regex: String.raw`^(\.\.?/)+db/(?!index(\.ts)?$)`,
  message: 'Import from src/db (its index.ts), not from a file inside it: the index is the data layer\'s one door.',
};
const uiStaysLow = {
  regex: String.raw`^(\.\.?/)+(db|auth|features|app)(/|$)`,
  message: 'src/ui holds shared pieces that know no data, session or feature: pass what they show in as props, or move the piece into its feature.',
};
const dbStaysLow = {
  regex: String.raw`^(\.\.?/)+(auth|features|app|ui)(/|$)`,
  message: 'src/db knows no session, feature or screen: move what needs them into the feature that uses it.',
};
/**
 * From a file `depth` folders below its feature's own folder, an import that climbs into another feature past its
 * index.ts. Not public-forms: it is the public pages' shared form kit (it needs the session and the outbox, so it cannot
 * be src/ui), and its modules are taken one at a time on purpose: a page's form with the page, its application section
 * in a lazy chunk. An index would put both in the page's first chunk.
 */
const intoAnotherFeature = (depth) => ({
  regex: String.raw`^(\.\./){${depth + 1}}(?!\.\./)(?!public-forms/)(?![^/]+/index(\.tsx?)?$)[^/]+/`,
  message: 'Use what another feature exposes in its index.ts, or move what several features need to src/ui, src/lib or src/db.',
});
const restrictImports = (patterns, paths = [chakraParts]) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

// Files of the money work under way elsewhere that still cross a seam; each goes when that change imports through the
// index (db's, or src/ui for the page parts) instead. Until then only the Chakra parts rule holds for them.
const tests = 'src/**/*.test.{ts,tsx}';

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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/**', 'src/db/**', 'src/features/**'],
    rules: restrictImports([intoDbInternals]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/parts.ts'],
    rules: restrictImports([uiStaysLow]),
  },
  { files: ['src/ui/parts.ts'], rules: restrictImports([uiStaysLow], []) },
  { files: ['src/db/**/*.{ts,tsx}'], rules: restrictImports([dbStaysLow]) },
  // A feature's files sit at several depths, and how far an import climbs to leave the feature depends on it.
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrictImports([intoAnotherFeature(depth), intoDbInternals]),
  })),
  // Tests are not shipped: they may reach the internals they prove.
  { files: [tests], rules: restrictImports([]) },
);

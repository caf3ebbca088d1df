// The Maarifa design system: Chakra v3 built from only the recipes the front page uses, with our brand tokens; the
// recipes of forms, dialogs and the dashboard join it when their code loads (registerRecipes, registerSlotRecipes).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type RecipeDefinition, type SlotRecipeConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Whether the script carries Chakra's global styles (reset, global CSS, keyframes, design tokens as CSS variables). A
 * production page does not: the build's renderer wrote them to one stylesheet that every prerendered page and the app
 * shell link (build/prerender/prerender-plugin.ts), so a phone neither downloads the code that builds them nor runs it.
 * Development, tests and the build's renderer build them here.
 */
const GLOBAL_STYLES_IN_SCRIPT = import.meta.env.DEV || import.meta.env.SSR;

// Brand: a warm terracotta primary and a deep teal, readable in bright sunlight on cheap screens.
const brandConfig = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  preflight: GLOBAL_STYLES_IN_SCRIPT,
  globalCss: GLOBAL_STYLES_IN_SCRIPT
    ? {
        ...globalCss,
        html: { colorPalette: 'brand' },
        body: { fontFamily: 'body' },
      }
    : {},
  theme: {
    breakpoints,
    // Keyframes only ever become global CSS (`@keyframes spin`); an animation names them. A production page has that CSS
    // in the build's stylesheet, so its script carries none of them (0.8 KiB gzip on every page).
    keyframes: GLOBAL_STYLES_IN_SCRIPT ? keyframes : {},
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: "var(--maarifa-brand-face), 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "var(--maarifa-brand-face), 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
      colors: {
        ...tokens.colors,
        brand: {
          50: { value: '#fdf3ee' },
          100: { value: '#fbe2d5' },
          200: { value: '#f5bfa5' },
          300: { value: '#ee9a73' },
          400: { value: '#e5764a' },
          500: { value: '#c95a2c' },
          600: { value: '#a94520' },
          700: { value: '#86361b' },
          800: { value: '#5f2714' },
          900: { value: '#3d190d' },
          950: { value: '#241008' },
        },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Chakra's subtle text (gray 400 on white, 2.6:1) is unreadable in sunlight and fails WCAG AA (4.5:1): it
        // takes the muted grey, as dark as the bars and cards it sits on allow.
        fg: { ...semanticTokens.colors.fg, subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
        // White on Chakra's 600 shade of these is 3.3–4.1:1 (a green Approve button, a "published" badge); the 700 shade
        // passes AA (4.5:1) for small text.
        ...Object.fromEntries(
          (['green', 'teal', 'orange', 'cyan', 'pink'] as const).map((palette) => [
            palette,
            { ...semanticTokens.colors[palette], solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.600}` } } },
          ]),
        ),
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
    },
  },
});

/**
 * Semantic tokens with their light value only. The app has no dark mode (nothing sets Chakra's `.dark` class), yet each
 * `{ _light, _dark }` pair made the system build a second, never-matching set of CSS variables: on every page load, on a
 * slow phone's CPU, before anything could hydrate, and in the stylesheet every public page loads.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]: [string, unknown]) => {
      if (key === 'value' && typeof value === 'object' && value !== null && '_light' in value) return [key, (value as { _light: unknown })._light];
      return [key, lightOnly(value)];
    }),
  ) as T;
}

const theme = brandConfig.theme ?? {};
export const system = createSystem(mergeConfigs(defaultBaseConfig, { ...brandConfig, theme: { ...theme, semanticTokens: lightOnly(theme.semanticTokens) } }));

/**
 * The system as a prerendered page hydrates with it: the page's HTML already holds the global styles (the build wrote
 * them to a shared stylesheet), so ChakraProvider gets none to build, serialize and hash again on a slow phone's CPU.
 * Everything else is the system's own (looked up through the prototype), recipes registered later included.
 */
export const systemForPrerenderedPage: typeof system = Object.create(system, { _global: { value: [] } });

/** The system ChakraProvider gets: without global styles where the document has them (`inDocument`, or any production page). */
export function providedSystem(inDocument: boolean): typeof system {
  return inDocument || !GLOBAL_STYLES_IN_SCRIPT ? systemForPrerenderedPage : system;
}

/**
 * Adds slot recipes to the running system. Chakra looks a recipe up by key on first use (and caches it then), so a
 * recipe registered before its component first renders behaves as if it had been in the theme from the start; the
 * design tokens it refers to are already global. Public pages so carry no code for components only the dashboard shows.
 */
export function registerSlotRecipes(recipes: Record<string, SlotRecipeConfig>): void {
  const theme = (system._config.theme ??= {});
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, recipes);
}

/** As registerSlotRecipes, for single-part components. */
export function registerRecipes(recipes: Record<string, RecipeDefinition>): void {
  const theme = (system._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
}

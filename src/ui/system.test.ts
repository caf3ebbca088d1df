// Unit tests for the design system's two faces: the app's, and the one a prerendered page hydrates with.
import { describe, expect, it } from 'vitest';
import { registerRecipes, system, systemForPrerenderedPage } from './system';

describe('systemForPrerenderedPage', () => {
  it('hands ChakraProvider no global styles to build again; the app’s system has them (reset, global CSS, tokens)', () => {
    expect(systemForPrerenderedPage._global).toEqual([]);
    expect(system._global).toHaveLength(3);
    expect(JSON.stringify(system._global)).toContain('--chakra-colors-brand-600');
  });

  it('is otherwise the same system, recipes registered after it was made included', () => {
    expect(systemForPrerenderedPage.css).toBe(system.css);
    expect(systemForPrerenderedPage.token('colors.brand.600')).toBe('#a94520');
    expect(systemForPrerenderedPage.isRecipe('probe')).toBe(false);
    registerRecipes({ probe: { base: { color: 'brand.fg' } } });
    expect(systemForPrerenderedPage.isRecipe('probe')).toBe(true);
    expect(systemForPrerenderedPage.getRecipe('probe')).toEqual({ base: { color: 'brand.fg' } });
  });
});

// The build's own Vite plugins that reshape what third-party packages (Chakra, Emotion, Ark, Vite's preload helper) put on
// every page; vite.config.ts lists them.
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * Chakra's anatomy module derives every component's part names at load (`x.extendWith(...)`), calls the bundler must
 * keep as it cannot prove them pure: the parts of ~40 components landed on every public page. They only build names.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'maarifa-pure-anatomies',
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/ },
      handler: (code) => ({ code: code.replace(/^const (\w+) = /gm, 'const $1 = /* @__PURE__ */ '), map: null }),
    },
  };
}

/**
 * Chakra's createSystem builds the global styles (reset, global CSS, every design token as a CSS variable) at once, on
 * the phone's CPU before anything hydrates; a prerendered page already has them in its HTML and never asks. They are
 * built on first use instead (ChakraProvider's, where it renders them). Fails the build if Chakra's code moved.
 */
export function lazyChakraGlobals(): Plugin {
  const eager = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
  const field = '    _global,\n';
  return {
    name: 'maarifa-lazy-chakra-globals',
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code) {
        if (!code.includes(eager) || !code.includes(field)) throw new Error('lazyChakraGlobals: Chakra\'s createSystem changed; review this transform');
        const lazy = '    get _global() {\n      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n';
        return { code: code.replace(eager, '  let globalStyles;\n').replace(field, lazy), map: null };
      },
    },
  };
}

/**
 * A production page's global styles come as the build's stylesheet (src/ui/system.ts), so the browser's bundle drops
 * Chakra's reset builder, which createSystem would otherwise keep (1.7 KiB gzip on every page). The build's own renderer
 * (an SSR build) keeps it: it writes that stylesheet. Fails the build if Chakra's code moved.
 */
export function noPreflightInBrowser(): Plugin {
  const call = 'createPreflight({ preflight })';
  return {
    name: 'maarifa-no-preflight-in-browser',
    apply: 'build',
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code, _id, options) {
        if (options?.ssr) return null;
        if (!code.includes(call)) throw new Error('noPreflightInBrowser: Chakra\'s createSystem changed; review this transform');
        return { code: code.replace(call, '{}'), map: null };
      },
    },
  };
}

/**
 * Vite wraps every dynamic import in a helper that first preloads the imported chunk's own imports and CSS. Here those
 * lists are always empty (the chunk layout puts a page's files in its HTML, and chunks import through the import map),
 * so the helper only ever called the import, yet its code (1.2 KiB gzip) came on every page before anything hydrated.
 * It becomes that call. Fails the build if a dynamic import ever gets files to preload, which the call would skip.
 */
export function directDynamicImports(): Plugin {
  return {
    name: 'maarifa-direct-dynamic-imports',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (_code, _id, options) => (options?.ssr ? null : { code: 'export const __vitePreload = (load) => load();', map: null }),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) this.error(`directDynamicImports: ${chunk.fileName} has a dynamic import with files to preload; review this plugin`);
        }
      },
    },
  };
}

/**
 * Modules of Emotion's that the browser's build takes from us; the build's renderer, development and tests keep
 * Emotion's own.
 * - Its style cache (src/ui/style-cache.ts), for @emotion/react: the CSS compiler, stylis, loads after a prerendered page
 *   is live rather than before it can hydrate (its HTML already holds every style it renders).
 * - is-prop-valid (src/ui/dom-prop.ts), for Chakra's elements: a two-line filter instead of a list of every attribute.
 */
export function browserEmotion(): Plugin {
  const ours = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
  const replacements: Record<string, { file: string; importer: RegExp }> = {
    '@emotion/cache': { file: ours('./src/ui/style-cache.ts'), importer: /[\\/]@emotion[\\/]react[\\/]/ },
    '@emotion/is-prop-valid': { file: ours('./src/ui/dom-prop.ts'), importer: /[\\/]@chakra-ui[\\/]react[\\/]/ },
  };
  return {
    name: 'maarifa-browser-emotion',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@emotion\/(cache|is-prop-valid)$/ },
      handler(source, importer, options) {
        const replacement = replacements[source];
        return options.ssr || !importer || !replacement?.importer.test(importer) ? null : replacement.file;
      },
    },
  };
}

/**
 * Ark's LocaleProvider (Chakra's components' direction) asks zag's isRTL, which looks the language's script up through
 * `Intl.Locale#maximize`: about 0.1 s of a phone's CPU on its first call, while a page hydrates. It asks ours
 * (src/ui/locale-direction.ts), which knows our languages' directions. Both builds; development and unit tests run Ark
 * as a prebuilt or Node dependency and keep zag's, which gives our languages the same answers (locale-direction.test.ts).
 */
export function knownLocaleDirections(): Plugin {
  const ours = fileURLToPath(new URL('../src/ui/locale-direction.ts', import.meta.url));
  return {
    name: 'maarifa-known-locale-directions',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@zag-js\/i18n-utils$/ },
      handler: (_source, importer) => (importer && /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]providers[\\/]locale[\\/]locale-provider\.js$/.test(importer) ? ours : null),
    },
  };
}

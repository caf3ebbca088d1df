// Build plugin: index.html preloads the code of the public page it was opened on, so a 3G first visit fetches it in
// parallel with the app's main script instead of after it (one round trip and a script run less before the page paints).
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/**
 * The public pages people arrive on from outside (links, search, home-screen icon), by path, and the
 * module of each as src/app/routes.tsx lazy-loads it. Dashboard pages are left out: they are reached
 * after signing in, when the service worker already holds every file.
 */
const ENTRY_PAGES: Record<string, string> = {
  '/': 'features/landing/routes/landing-page.tsx',
  '/auth': 'features/auth/routes/auth-page.tsx',
  '/courses': 'features/courses/routes/catalogue-page.tsx',
  '/for-creators': 'features/creators/routes/for-creators-page.tsx',
  '/affiliate-program': 'features/affiliates/routes/affiliate-program-page.tsx',
  '/help': 'features/help/routes/help-page.tsx',
  '/contact': 'features/contact/routes/contact-page.tsx',
  '/privacy': 'features/legal/routes/privacy-page.tsx',
  '/terms': 'features/legal/routes/terms-page.tsx',
};
const PUBLIC_LAYOUT = 'app/layouts/public-layout.tsx';

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk's file and every file it statically imports, transitively. */
function withImports(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

export function routePreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'maarifa-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return undefined;
        const all = chunks(bundle);
        const byModule = (suffix: string) => all.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/${suffix}`));
        const entry = all.find((chunk) => chunk.isEntry);
        // Vite already preloads what the main script imports statically.
        const already = entry ? withImports(bundle, entry.fileName, new Set()) : new Set<string>();
        const layout = byModule(PUBLIC_LAYOUT);
        if (!layout) {
          this.warn(`route preload: no chunk for ${PUBLIC_LAYOUT}; nothing is preloaded`);
          return undefined;
        }
        const layoutFiles = [...withImports(bundle, layout.fileName, new Set())].filter((file) => !already.has(file));
        const pages: Record<string, string[]> = {};
        for (const [path, module] of Object.entries(ENTRY_PAGES)) {
          const page = byModule(module);
          if (!page) {
            this.warn(`route preload: no chunk for ${module}; ${path} is not preloaded`);
            continue;
          }
          pages[path] = [...withImports(bundle, page.fileName, new Set())].filter((file) => !already.has(file) && !layoutFiles.includes(file));
        }
        const script =
          `(function(l,m,b){var p=location.pathname.replace(/\\/+$/,'')||'/';if(!m[p])return;l.concat(m[p]).forEach(function(f){` +
          `var e=document.createElement('link');e.rel='modulepreload';e.href=b+f;document.head.appendChild(e)})})` +
          `(${JSON.stringify(layoutFiles)},${JSON.stringify(pages)},${JSON.stringify(base)})`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

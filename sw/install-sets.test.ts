// The service worker's keep rules: which files a page names, and the dashboard core's closure over the chunk graph.
import { describe, expect, it } from 'vitest';
import { catalogFiles, coreFiles, filesNamedBy, type ChunkNode } from './install-sets';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], css: string[] = []): ChunkNode => ({
  fileName,
  moduleIds,
  imports,
  dynamicImports,
  css,
});

describe('filesNamedBy', () => {
  it('names scripts, preloads, styles, fonts and icons of this origin', () => {
    const html = `<link rel="modulepreload" href="/assets/react-1.js"><script type="module" src="/assets/index-2.js"></script>
      <link rel="stylesheet" href="/assets/index-3.css"><link rel="preload" as="font" href="/assets/inter-4.woff2">
      <link rel="icon" href="/favicon.svg">
      <a href="/courses">Courses</a><img src="https://images.example.com/a.png"><script src="/assets/x.js?v=1"></script>`;
    expect(filesNamedBy(html).sort()).toEqual(['assets/index-2.js', 'assets/index-3.css', 'assets/inter-4.woff2', 'assets/react-1.js', 'assets/x.js', 'favicon.svg']);
  });
});

describe('coreFiles', () => {
  it('follows a core page into what it imports, statically and lazily, with its CSS, and stops at other routes and at language catalogs', () => {
    const chunks = [
      chunk('assets/index.js', ['/app/src/main.tsx', '/app/src/app/routes.tsx'], [], ['assets/community-page.js', 'assets/xp-page.js']),
      chunk('assets/community-page.js', ['/app/src/features/community/routes/community-page.tsx'], ['assets/react.js'], ['assets/dialog.js'], ['assets/community.css']),
      chunk('assets/dialog.js', ['/app/src/ui/dialog.tsx'], ['assets/react.js']),
      chunk('assets/react.js', ['/app/node_modules/react/index.js']),
      chunk('assets/xp-page.js', ['/app/src/features/xp/routes/xp-page.tsx'], ['assets/react.js']),
      chunk('assets/db.js', ['/app/src/app/layouts/dashboard-layout.tsx'], [], ['assets/sw-9.js']),
      chunk('assets/sw-9.js', ['\0maarifa-catalog:sw:app']),
    ];
    expect(coreFiles(chunks)).toEqual(['assets/community-page.js', 'assets/community.css', 'assets/db.js', 'assets/dialog.js', 'assets/react.js']);
  });
});

describe('coreFiles through the shared entry code', () => {
  it('keeps the router app a core page reaches through the entry, but not every route the route table loads lazily', () => {
    const chunks = [
      chunk('assets/learn-page.js', ['/app/src/features/courses/routes/learn-page.tsx'], ['assets/boot.js']),
      chunk('assets/boot.js', ['/app/src/app/start.ts'], [], ['assets/router-app.js']),
      chunk('assets/router-app.js', ['/app/src/app/router-app.tsx', '/app/src/app/routes.tsx'], ['assets/react.js'], ['assets/learn-page.js', 'assets/xp-page.js']),
      chunk('assets/react.js', ['/app/node_modules/react/index.js']),
      chunk('assets/xp-page.js', ['/app/src/features/xp/routes/xp-page.tsx'], ['assets/xp-widgets.js']),
      chunk('assets/xp-widgets.js', ['/app/src/features/xp/components/widgets.tsx']),
    ];
    expect(coreFiles(chunks)).toEqual(['assets/boot.js', 'assets/learn-page.js', 'assets/react.js', 'assets/router-app.js']);
  });
});

describe('catalogFiles', () => {
  it('names each language catalog chunk by its language and part, and nothing else', () => {
    const chunks = [
      chunk('assets/locale-sw-public-1.js', ['\0maarifa-catalog:sw:public']),
      chunk('assets/locale-sw-app-2.js', ['\0maarifa-catalog:sw:app']),
      chunk('assets/locale-ar-public-3.js', ['\0maarifa-catalog:ar:public']),
      chunk('assets/i18n-4.js', ['/app/src/lib/i18n/i18n.ts', '/app/node_modules/@lingui/core/dist/index.mjs']),
    ];
    expect(catalogFiles(chunks)).toEqual({ 'sw-public': 'assets/locale-sw-public-1.js', 'sw-app': 'assets/locale-sw-app-2.js', 'ar-public': 'assets/locale-ar-public-3.js' });
  });
});

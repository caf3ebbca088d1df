// Proves how a prerendered page is assembled from the app shell: markup, title, style order, preloads, safe data.
import { describe, expect, it } from 'vitest';
import { HELD_SUBMIT_SCRIPT } from './held-submit';
import { buildPageDocument, withBrandFontScript, withGlobalStylesheet, withImportMap } from './html-document';
import { AFTER_LOAD_TEMPLATE_ID } from '../../src/app/after-load';
import { BRAND_FONT_EARLY_SCRIPT } from '../../src/ui/brand-font';
import { LANGUAGE_REDIRECT_SCRIPT } from './language-redirect';
import type { RenderedPage } from './render-page';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Maarifa — English." />
    <title>Maarifa</title>
    <!-- boot:start -->
    <style>.boot-status{color:gray}</style>
    <!-- boot:end -->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/router-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><p class="boot-status">Loading Maarifa…</p></div>
  </body>
</html>`;

const page: RenderedPage = {
  title: 'Help Center | Maarifa',
  description: 'Maarifa — "quoted" & more.',
  html: '<h1 class="css-h1">How can we help? $&amp;</h1>',
  styles: [
    { ids: ['layers'], css: '@layer reset, base, tokens, recipes;', global: true },
    { ids: ['kf1'], css: '@keyframes kf1{}', global: true },
    { ids: ['h1'], css: '.css-h1{color:red}', global: false },
  ],
};

const assets = {
  globalStylesheet: '/assets/emotion-global-xyz.css',
  sharedGlobalIds: new Set(['layers']),
  fonts: ['/assets/inter-latin.woff2'],
  entry: '/assets/public-entry-abc.js',
  modulePreloads: ['/assets/help-page.js'],
  prefetches: ['/assets/toaster-view.js'],
};

describe('buildPageDocument', () => {
  const html = buildPageDocument(shell, '/help', page, assets);

  it('puts the page markup in #root, marked with its path, and drops the shell placeholder', () => {
    expect(html).toContain('<div id="root" data-prerendered="/help"><h1 class="css-h1">How can we help? $&amp;</h1></div>');
    expect(html).not.toContain('Loading Maarifa');
    expect(html).not.toContain('boot-status');
    expect(html).toContain('<title>Help Center | Maarifa</title>');
  });

  it('asks for the styles before any script, the shared sheet first (it declares the layer order)', () => {
    const order = ['emotion-global-xyz.css', 'index-abc.css', 'data-emotion="css-global layers"', 'data-emotion="css h1"', 'help-page.js', 'public-entry-abc.js'];
    const positions = order.map((needle) => html.indexOf(needle));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('names the font and the later scripts in an inert template after the scripts, not as links the browser fetches', () => {
    const template = new RegExp(`<template id="${AFTER_LOAD_TEMPLATE_ID}">(.*?)</template>`).exec(html);
    expect(template?.[1]).toBe('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin.woff2"><link rel="prefetch" as="script" crossorigin href="/assets/toaster-view.js">');
    const outside = html.replace(template?.[0] ?? '', '');
    expect(outside).not.toContain('inter-latin.woff2');
    expect(outside).not.toContain('rel="prefetch"');
    expect(html.indexOf(template?.[0] ?? '')).toBeGreaterThan(html.indexOf('public-entry-abc.js'));
  });

  it('holds form submits from the head on, before any form can be parsed or typed into', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${HELD_SUBMIT_SCRIPT}</script>`);
    expect(HELD_SUBMIT_SCRIPT).toContain('preventDefault');
  });

  it('asks for the scripts last, after the page markup, at the browser\'s own priority', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/help-page.js">/);
    expect(html).not.toContain('fetchpriority="low"');
    expect(body).toMatch(/<script type="module" crossorigin src="\/assets\/public-entry-abc.js"><\/script>\s*(<template[^]*?<\/template>\s*)?<\/body>/);
  });

  it('runs an early module as a module script of its own before the entry, and does not preload it a second time', () => {
    const early = buildPageDocument(shell, '/help', page, { ...assets, modulePreloads: ['/assets/system-abc.js', '/assets/help-page.js'], earlyModules: ['/assets/system-abc.js'] });
    const body = early.slice(early.indexOf('<body>'));
    const script = '<script type="module" crossorigin src="/assets/system-abc.js"></script>';
    expect(body.split(script)).toHaveLength(2);
    expect(body).not.toContain('href="/assets/system-abc.js"');
    expect(body.indexOf(script)).toBeLessThan(body.indexOf('help-page.js'));
    expect(body.indexOf(script)).toBeLessThan(body.indexOf('public-entry-abc.js'));
  });

  it('loads the public entry instead of the app shell’s, and none of what the shell’s entry imports (the router)', () => {
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('router-abc.js');
  });

  it('leaves shared globals empty inline (emotion adopts them) and inlines the rest', () => {
    expect(html).toContain('<style data-emotion="css-global layers"></style>');
    expect(html).toContain('<style data-emotion="css-global kf1">@keyframes kf1{}</style>');
    expect(html).toContain('<style data-emotion="css h1">.css-h1{color:red}</style>');
  });
});

describe('a page in another language', () => {
  const html = buildPageDocument(shell, '/ar/help', page, assets, {
    lang: 'ar',
    dir: 'rtl',
    alternates: [
      { hreflang: 'en', href: '/help' },
      { hreflang: 'ar', href: '/ar/help' },
      { hreflang: 'x-default', href: '/help' },
    ],
  });

  it('says its language and direction on <html>, before any script could', () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain('<html lang="en">');
    expect(html).toContain('data-prerendered="/ar/help"');
  });

  it('names its versions in every language in <head>, and carries its own description, escaped', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" hreflang="en" href="/help">');
    expect(head).toContain('<link rel="alternate" hreflang="ar" href="/ar/help">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="/help">');
    expect(head).toContain('<meta name="description" content="Maarifa — &quot;quoted&quot; &amp; more." />');
    expect(head).not.toContain('Maarifa — English.');
  });
});

describe('the language redirect', () => {
  const alternates = [
    { hreflang: 'en', href: '/help' },
    { hreflang: 'sw', href: '/sw/help' },
  ];
  it('runs first in an English page that has other languages, before any style or script is asked for', () => {
    const html = buildPageDocument(shell, '/help', page, assets, { lang: 'en', dir: 'ltr', alternates });
    const at = html.indexOf(`<script>${LANGUAGE_REDIRECT_SCRIPT}</script>`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(at).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });
  it('is not in a page already in another language, nor in the not-found page', () => {
    expect(buildPageDocument(shell, '/sw/help', page, assets, { lang: 'sw', dir: 'ltr', alternates })).not.toContain(LANGUAGE_REDIRECT_SCRIPT);
    expect(buildPageDocument(shell, '*', page, assets, { lang: 'en', dir: 'ltr', alternates: [] })).not.toContain(LANGUAGE_REDIRECT_SCRIPT);
  });
});

describe('withBrandFontScript', () => {
  it('switches to the brand font first in <head> on a device that has loaded it, before the styles apply', () => {
    const html = withBrandFontScript('<!doctype html><html><head><link rel="stylesheet" href="/assets/a.css"></head><body></body></html>');
    expect(html.indexOf(`<script>${BRAND_FONT_EARLY_SCRIPT}</script>`)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(BRAND_FONT_EARLY_SCRIPT)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });
});

describe('withImportMap', () => {
  it('puts the chunk import map first in <head>, before any module script or preload can resolve a name', () => {
    const shell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/a-1.js"><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
    const html = withImportMap(shell, '{"imports":{"/assets/a-K.js":"/assets/a-1.js"}}');
    expect(html.indexOf('<script type="importmap">{"imports":{"/assets/a-K.js":"/assets/a-1.js"}}</script>')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('modulepreload'));
  });

  it('cannot be closed early by what the map holds', () => {
    expect(withImportMap('<head></head>', '{"imports":{"</script>":"x"}}')).not.toContain('"</script>"');
  });
});

describe('withGlobalStylesheet', () => {
  it('gives the app shell the global stylesheet before its own styles (it declares the layer order), once', () => {
    const html = withGlobalStylesheet(shell, '/assets/emotion-global-xyz.css');
    const link = '<link rel="stylesheet" href="/assets/emotion-global-xyz.css">';
    expect(html.split(link)).toHaveLength(2);
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('/assets/index-abc.css'));
    expect(html.indexOf(link)).toBeGreaterThan(html.indexOf('<head>'));
  });

  it('puts it at the end of <head> when the shell has no stylesheet of its own', () => {
    const html = withGlobalStylesheet('<html><head><title>x</title></head><body></body></html>', '/g.css');
    expect(html).toMatch(/<title>x<\/title>\s*<link rel="stylesheet" href="\/g.css">\s*<\/head>/);
  });
});

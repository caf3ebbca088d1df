// Where a mailed link may send a session: the site URL's origin, or GoTrue's uri_allow_list globs.

/**
 * GoTrue's uri_allow_list glob (gobwas/glob with '.' and '/' as separators): `*` matches within one host label or
 * path segment, `**` matches anything, `?` one character other than a separator, `[a-z]`/`[!a-z]` a class,
 * `{a,b}` alternatives, `\` escapes.
 */
export function redirectGlob(glob: string): RegExp {
  const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const toSource = (g: string): string => {
    let re = '';
    for (let i = 0; i < g.length; i++) {
      const c = g[i] ?? '';
      if (c === '\\' && i + 1 < g.length) {
        re += escape(g[++i] ?? '');
      } else if (c === '*') {
        if (g[i + 1] === '*') {
          while (g[i + 1] === '*') i++;
          re += '.*';
        } else re += '[^./]*';
      } else if (c === '?') {
        re += '[^./]';
      } else if (c === '[' && g.indexOf(']', i + 2) !== -1) {
        const end = g.indexOf(']', i + 2);
        let body = g.slice(i + 1, end);
        const negate = body.startsWith('!');
        if (negate) body = body.slice(1);
        re += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
        i = end;
      } else if (c === '{' && g.indexOf('}', i) !== -1) {
        const end = g.indexOf('}', i);
        re += `(?:${g
          .slice(i + 1, end)
          .split(',')
          .map(toSource)
          .join('|')})`;
        i = end;
      } else re += escape(c);
    }
    return re;
  };
  return new RegExp(`^${toSource(glob)}$`);
}

/**
 * Where a link may send a session: the requested URL when it is on the site URL's origin or matches the
 * allow-list, else the site URL (GoTrue's rule, but the site URL counts by origin, not by host name alone).
 * URLs with credentials are refused: a glob's `*` would let `http://localhost:80@evil/` pass for `localhost:*`.
 */
export function createSafeRedirect(siteUrl: string, allowList: readonly string[]): (requested: string | null | undefined) => string {
  const redirectPatterns = allowList.map(redirectGlob);
  const siteOrigin = (() => {
    try {
      return new URL(siteUrl).origin;
    } catch {
      return undefined;
    }
  })();
  return function safeRedirect(requested) {
    if (!requested || /[^\x21-\x7e]/.test(requested)) return siteUrl;
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return siteUrl;
    }
    if (url.username || url.password) return siteUrl;
    if (siteOrigin && url.origin === siteOrigin) return requested;
    return redirectPatterns.some((p) => p.test(requested)) ? requested : siteUrl;
  };
}

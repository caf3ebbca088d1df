// The CSS compiler of the production style cache (src/ui/style-cache.ts): Emotion's own cache, whose insert compiles a
// style with stylis into the sheet it is given. loadStyleCompiler loads this module and hands its insert to the cache.
import createCache from '@emotion/cache';

// Its own key: it must not adopt the page's server-rendered styles (the page's cache has), only compile.
export const compileStyle = createCache({ key: 'css-compiler' }).insert;

// The CSS compiler of the production style cache (src/ui/style-cache.ts): Emotion's own cache, whose insert compiles a
// style with stylis into the sheet it is given. Loading this module (loadStyleCompiler) provides it.
import createCache from '@emotion/cache';
import { provideStyleCompiler } from './style-cache';

// Its own key: it must not adopt the page's server-rendered styles (the page's cache has), only compile.
provideStyleCompiler(createCache({ key: 'css-compiler' }).insert);

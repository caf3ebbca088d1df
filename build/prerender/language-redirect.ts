// The inline script of the English public pages that sends a visitor whose language is another shipped one to the
// page's own address in it (`/help` → `/sw/help`) before anything paints.
import { LOCALE_STORAGE_KEY, PREFIXED_LOCALES, SOURCE_LOCALE } from '../../src/lib/i18n/locales.ts';

/**
 * Mirrors resolveLocale (src/lib/i18n/locales.ts) without the profile, which a page before sign-in cannot know: this
 * device's choice, else the first browser language we ship. English, or no match, stays. Query and fragment travel
 * along (a referral, a mailed link). A static host cannot read Accept-Language, so this is how a Kiswahili phone's first
 * paint is already Kiswahili on the English address too; a crawler in English is not redirected.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function(){try{var c=${JSON.stringify(PREFIXED_LOCALES)},e=${JSON.stringify(SOURCE_LOCALE)},s=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}),l=s===e||c.indexOf(s)>=0?s:null,n=navigator.languages||[];for(var i=0;!l&&i<n.length;i++){var x=String(n[i]).toLowerCase().split(/[-_]/)[0];if(x===e||c.indexOf(x)>=0)l=x}if(l&&l!==e)location.replace('/'+l+location.pathname.replace(/\\/+$/,'')+location.search+location.hash)}catch(_){}})();`;

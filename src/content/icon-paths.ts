// The app's icons (SVG path data, 24×24, stroked), drawn by src/ui/app-icon: inline paths instead of an icon library or
// image requests. Imported as `icons.name`; each icon is a module of its own, so a page's files carry only the icons it
// draws (one module of all of them sat in the code every public page loads).

export { default as brain } from './icons/brain';
export { default as users } from './icons/users';
export { default as trendingUp } from './icons/trendingUp';
export { default as wifiOff } from './icons/wifiOff';
export { default as sparkles } from './icons/sparkles';
export { default as award } from './icons/award';
export { default as bookOpen } from './icons/bookOpen';
export { default as dollar } from './icons/dollar';
export { default as smartphone } from './icons/smartphone';
export { default as globe } from './icons/globe';
export { default as shield } from './icons/shield';
export { default as barChart } from './icons/barChart';
export { default as link } from './icons/link';
export { default as share } from './icons/share';
export { default as userPlus } from './icons/userPlus';
export { default as mail } from './icons/mail';
export { default as phone } from './icons/phone';
export { default as mapPin } from './icons/mapPin';
export { default as clock } from './icons/clock';
export { default as messageCircle } from './icons/messageCircle';
export { default as creditCard } from './icons/creditCard';
export { default as settings } from './icons/settings';
export { default as star } from './icons/star';
export { default as chevronDown } from './icons/chevronDown';
export { default as search } from './icons/search';
export { default as target } from './icons/target';
export { default as lock } from './icons/lock';
export { default as home } from './icons/home';
export { default as user } from './icons/user';
export { default as shoppingBag } from './icons/shoppingBag';
export { default as compass } from './icons/compass';
export { default as rocket } from './icons/rocket';
export { default as graduationCap } from './icons/graduationCap';
export { default as presentation } from './icons/presentation';
export { default as zap } from './icons/zap';
export { default as layers } from './icons/layers';
export { default as code } from './icons/code';
export { default as key } from './icons/key';
export { default as cpu } from './icons/cpu';
export { default as shieldCheck } from './icons/shieldCheck';
export { default as crown } from './icons/crown';
export { default as download } from './icons/download';
export { default as calendar } from './icons/calendar';
export { default as lightbulb } from './icons/lightbulb';
export { default as checkCircle } from './icons/checkCircle';
export { default as heart } from './icons/heart';
export { default as repeat } from './icons/repeat';
export { default as pieChart } from './icons/pieChart';
export { default as penTool } from './icons/penTool';
export { default as video } from './icons/video';
export { default as trophy } from './icons/trophy';
export { default as medal } from './icons/medal';
export { default as flame } from './icons/flame';
export { default as pin } from './icons/pin';
export { default as bell } from './icons/bell';
export { default as trash } from './icons/trash';

/** An icon's path data: one of this module's exports (branded, so an icon's bare name is a type error, not a blank icon). */
export type IconPath = string & { readonly __iconPath: true };

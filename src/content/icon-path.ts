// The type of an icon's path data, apart from the icons (src/content/icon-paths.ts): each icon module names it.

/** An icon's path data: one of icon-paths.ts's exports (branded, so an icon's bare name is a type error, not a blank icon). */
export type IconPath = string & { readonly __iconPath: true };

// What other features may use of XP: the level card and the XP activity list (the profile shows them).
export { LevelCard, XpActivityList } from './components/xp-widgets.tsx';

// Entry the Study Buddy bench bundles to weigh MiniSearch alone, as the app imports it.
export { default } from 'minisearch';

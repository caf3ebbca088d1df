// The type of a language's catalog part, which the catalog plugin builds from src/locales/<language>/*.po (build/i18n/catalog-split.ts).
declare module 'virtual:maarifa-catalog/*' {
  const messages: import('./i18n').CatalogMessages;
  export default messages;
}

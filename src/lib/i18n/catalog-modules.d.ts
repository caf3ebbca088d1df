// The type of a language's catalog module, which the catalog plugin builds from src/locales/<language>/*.po.
declare module 'virtual:maarifa-catalog/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}

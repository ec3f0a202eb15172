// React's own react-dom/client under another name, for the shim that wraps it
// (src/page-runtime/hydrate-in-transition.ts; the alias is in next.config.mjs).
declare module 'react-dom-client-actual' {
  export * from 'react-dom/client';
  export const version: string;
}

// Next's own copy of path-to-regexp (what it matches a header's or redirect's `source` with);
// it ships without types. Only what the tests use.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string): RegExp;
}

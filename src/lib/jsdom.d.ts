// The part of jsdom's API we use (the package ships no types and @types/jsdom is not installed).
declare module 'jsdom' {
  export interface ConstructorOptions {
    contentType?: string;
    url?: string;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}

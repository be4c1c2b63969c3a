// The one part of jsdom the server's render uses (site/server-dom.ts); jsdom ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

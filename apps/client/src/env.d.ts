// The client runs in a browser: this brings the DOM types into any program that includes client sources.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />

/** Vite's `?raw` import: the file's text (the rules pages import docs/rules/*.md this way). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}

// The client runs in a browser: this brings the DOM types into any program that includes client sources.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />

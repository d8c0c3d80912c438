// @flotilla/protocol: what travels between the Flotilla server and its clients.
export * from './commitment';
export * from './proof-check';
export * from './display-name';
export * from './events';
export * from './limits';
export * from './messages';
export * from './schema/table';
export * from './schema/captains-war';
export * from './schema/fifteen-men';
export * from './schema/eollis';
export * from './schema-decoding';
export * from './schema-recycling';
export * from './schema-strings';
export { projectTable, projectPublicView, secretPart } from './projection/project';
export { projectEollis } from './projection/eollis';
export { wireSafe } from './projection/sync';
export { lensEvents, lensSeat, lensView, projectLens, type Lens } from './projection/lens';
export * from './broadcast';

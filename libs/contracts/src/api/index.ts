// The API's response shapes: one TypeBox schema per shape, and its TypeScript type of the same name.
export * from './assets.js';
export * from './common.js';
export * from './distributions.js';
export * from './investments.js';
export * from './investors.js';
export * from './kyc.js';
export * from './mail.js';
export * from './notifications.js';
export * from './schemes.js';
export * from './schema.js';
export * from './security.js';
export * from './session.js';
export * from './sessions.js';
export * from './sharia.js';
export * from './statements.js';
export * from './support.js';
export * from './tickets.js';

export * from './api/index.js';
export * from './enums.js';
export * from './exports.js';
export * from './format.js';
export * from './limits.js';
export * from './messages.js';
export * from './passwords.js';
export * from './uploads.js';

export * from './upload.js';

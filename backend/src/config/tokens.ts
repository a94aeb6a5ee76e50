/** Nest injection tokens for the boot-time values. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const SECRETS = Symbol('SECRETS');

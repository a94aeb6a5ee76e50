/**
 * Freezes Object.prototype once every library is loaded and the app is built, so that no request can
 * ever add an inherited key to every object in the process (prototype pollution): a write through
 * `__proto__` or to Object.prototype throws in strict code and is ignored elsewhere, instead of silently
 * breaking every later request. Called by the server and the demo seed after createApp, before listen.
 */
export function freezeObjectPrototype(): void {
  Object.freeze(Object.prototype);
}

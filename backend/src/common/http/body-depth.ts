/** The deepest nesting a request body may have: every field of the API sits within 4 levels. */
export const MAX_BODY_DEPTH = 32;

/**
 * Whether a parsed JSON body nests objects or arrays deeper than `max`. Iterative, so a body of
 * thousands of levels (which JSON.parse accepts) is refused here instead of overflowing the stack of
 * the validator's recursive copy (a 500).
 */
export function nestedDeeperThan(body: unknown, max = MAX_BODY_DEPTH): boolean {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(value)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

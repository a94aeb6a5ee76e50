import type { UploadPolicy } from '@fund/contracts';

// The JSON-Schema patterns of what an upload request's file name and declared content type must be, by
// the kind's UploadPolicy, for the OpenAPI document. The routes trim both values (Trim) and compare
// extensions and exact types in lower case: the patterns admit the edge white space and any letter case.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `png` -> `[pP][nN][gG]`: JSON Schema patterns have no flags. */
const anyCase = (text: string) =>
  [...escapeRegExp(text)].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');

/** A file name ending (before trailing white space) with one of the policy's extensions, in any case. */
export const fileNamePattern = (policy: UploadPolicy) => `^[\\s\\S]*(${policy.extensions.map(anyCase).join('|')})\\s*$`;

/**
 * A declared content type the policy admits. `exactCase`: the route compares as sent (only its edge
 * white space trimmed) instead of in lower case. `image/*` admits any text starting `image/`.
 */
export function contentTypePattern(policy: UploadPolicy, exactCase = false): string {
  const one = (type: string) => {
    const text = type.endsWith('/*') ? type.slice(0, -1) : type;
    const form = exactCase ? escapeRegExp(text) : anyCase(text);
    return type.endsWith('/*') ? `${form}[\\s\\S]*` : form;
  };
  return `^\\s*(${policy.contentTypes.map(one).join('|')})\\s*$`;
}

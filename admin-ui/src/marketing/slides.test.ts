import { describe, expect, it } from 'vitest';

import { canAddSlide, canToggle, slidePayload, validateSlide } from './slides';

const on = { isActive: 'true' as const };
const off = { isActive: 'false' as const };

describe('marketing slides', () => {
  it('disables Add Slide and switching on an inactive slide at 3 active, never switching one off', () => {
    expect(canAddSlide([on, on, off])).toBe(true);
    expect(canAddSlide([on, on, on])).toBe(false);
    expect(canToggle(off, [on, on, on, off])).toBe(false);
    expect(canToggle(on, [on, on, on])).toBe(true);
  });

  it('checks the §5 fields with the spec messages and sends only the accepted fields', () => {
    expect(validateSlide({ title: ' ', imageUrl: '', buttonText: '', buttonUrl: 'ftp://x' })).toEqual({
      title: 'app.marketing.validation.title',
      imageUrl: 'app.marketing.validation.image_url',
      buttonText: 'app.marketing.validation.button_text',
      buttonUrl: 'app.marketing.validation.button_url',
    });
    expect(
      validateSlide({ title: 'A', imageUrl: '/api/objects/slide-image/x', buttonText: 'Go', buttonUrl: 'https://example.com' }),
    ).toEqual({});
    expect(slidePayload({ title: ' A ', imageUrl: 'u', buttonText: 'Go', buttonUrl: 'https://e.com', isActive: false })).toEqual({
      title: 'A',
      imageUrl: 'u',
      buttonText: 'Go',
      buttonUrl: 'https://e.com',
      isActive: false,
    });
  });
});

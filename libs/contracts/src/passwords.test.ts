import { describe, expect, it } from 'vitest';

import { MESSAGES } from './messages.js';
import { strongPasswordError } from './passwords.js';
import { acceptsContentType, UPLOAD_POLICIES } from './uploads.js';

describe('strongPasswordError (spec/000 §5)', () => {
  it('asks for 8 characters first', () => {
    expect(strongPasswordError('Ab1!')).toBe(MESSAGES.passwordTooShort8Long);
  });
  it('asks for upper, lower, digit and a special character from the list', () => {
    expect(strongPasswordError('abcdefg1!')).toBe(MESSAGES.weakPassword);
    expect(strongPasswordError('ABCDEFG1!')).toBe(MESSAGES.weakPassword);
    expect(strongPasswordError('Abcdefgh!')).toBe(MESSAGES.weakPassword);
    expect(strongPasswordError('Abcdefg12')).toBe(MESSAGES.weakPassword);
    expect(strongPasswordError('Abcdefg1_')).toBe(MESSAGES.weakPassword); // '_' is not in the list
  });
  it('accepts a password meeting every rule', () => {
    expect(strongPasswordError('Abcdefg1!')).toBeNull();
    expect(strongPasswordError('Zz9"{}|<>')).toBeNull();
  });
});

describe('upload policies', () => {
  it('admit any image for slides and only jpeg/png for assets', () => {
    expect(acceptsContentType(UPLOAD_POLICIES['slide-image'], 'image/webp')).toBe(true);
    expect(acceptsContentType(UPLOAD_POLICIES['asset-image'], 'image/webp')).toBe(false);
    expect(acceptsContentType(UPLOAD_POLICIES['asset-image'], 'image/png')).toBe(true);
  });
  it('keep KYC documents private', () => {
    expect(UPLOAD_POLICIES['kyc-document'].mayBePublic).toBe(false);
    expect(UPLOAD_POLICIES['kyc-document'].maxBytes).toBe(10485760);
    expect(UPLOAD_POLICIES['asset-image'].maxBytes).toBe(5242880);
  });
});

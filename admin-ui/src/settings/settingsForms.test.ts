import { describe, expect, it } from 'vitest';

import { en } from '../i18n/en';
import { passwordPayload, profilePayload, validatePassword, validateProfile, validateRole } from './settingsForms';

const settings = (en.app as Record<string, { validation: Record<string, string> }>).settings;

describe('Settings forms (spec/001 §5)', () => {
  it('checks the own password change in the spec words', () => {
    expect(validatePassword({})).toEqual({
      currentPassword: 'app.settings.validation.current_required',
      newPassword: 'app.settings.validation.password_short',
      confirmPassword: 'app.settings.validation.confirm_required',
    });
    expect(validatePassword({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'app.settings.validation.mismatch',
    });
    expect(validatePassword({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
    expect(settings.validation).toMatchObject({
      current_required: 'Current password is required',
      password_short: 'Password must be at least 6 characters',
      confirm_required: 'Please confirm your password',
      mismatch: "Passwords don't match",
    });
  });

  it('sends the two passwords only, and the profile without the username', () => {
    expect(passwordPayload({ currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' })).toEqual({
      currentPassword: 'a',
      newPassword: 'bbbbbb',
    });
    expect(profilePayload({ email: ' a@b.co ', fullName: ' Amina ' }, null)).toEqual({
      email: 'a@b.co',
      fullName: 'Amina',
      profilePhotoUrl: null,
    });
    expect(validateProfile({ email: 'bad', fullName: '' })).toEqual({
      email: 'app.settings.validation.invalid_email',
      fullName: 'app.settings.validation.full_name_required',
    });
  });

  it('asks for a user and refuses one’s own role before any call', () => {
    const validate = validateRole('me');
    expect(validate({ role: 'admin' })).toEqual({ userId: 'app.settings.validation.select_user' });
    expect(validate({ userId: 'me', role: 'admin' })).toEqual({ userId: 'app.settings.validation.own_role' });
    expect(validate({ userId: 'other', role: 'super_admin' })).toEqual({});
    expect(settings.validation.select_user).toBe('Please select a user');
    expect(settings.validation.own_role).toBe('You cannot change your own super admin role');
  });
});

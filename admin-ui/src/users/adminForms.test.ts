import { describe, expect, it } from 'vitest';

import { en } from '../i18n/en';
import { createAdminPayload, credentialsText, invitePayload, validateCreateAdmin, validateInvite } from './adminForms';

const app = en.app as Record<string, Record<string, Record<string, string>>>;

describe('Add Admin forms (spec/001 §5)', () => {
  it('asks for a valid e-mail and a full name, in the spec words', () => {
    expect(validateInvite({ email: 'nope', fullName: ' ' })).toEqual({
      email: 'app.users.validation.invalid_email',
      fullName: 'app.users.validation.full_name_required',
    });
    expect(app.users.validation.invalid_email).toBe('Invalid email address');
    expect(app.users.validation.full_name_required).toBe('Full name is required');
    expect(validateInvite({ email: 'hana@example.com', fullName: 'Hana', role: 'admin' })).toEqual({});
  });

  it('creates directly with a username of 3+ and a password of 8+ characters', () => {
    expect(validateCreateAdmin({ email: 'a@b.co', fullName: 'A', username: 'ab', password: 'short' })).toEqual({
      username: 'app.users.validation.username_short',
      password: 'app.users.validation.password_short',
    });
    expect(app.users.validation.username_short).toBe('Username must be at least 3 characters');
    expect(app.users.validation.password_short).toBe('Password must be at least 8 characters');
    expect(validateCreateAdmin({ email: 'a@b.co', fullName: 'A', username: 'abc', password: '12345678' })).toEqual({});
  });

  it('checks the username as the API does: at most 100 characters, none of them control or invisible', () => {
    const problems = ['\u0012\u0007x', 'tab\tbed', 'zero\u200bwidth', 'x'.repeat(101)].map(
      (username) => validateCreateAdmin({ email: 'a@b.co', fullName: 'A', username, password: '12345678' }).username,
    );
    expect(problems).toEqual([
      'app.users.validation.username_invisible',
      'app.users.validation.username_invisible',
      'app.users.validation.username_invisible',
      'app.users.validation.username_long',
    ]);
    expect(app.users.validation.username_invisible).toBe('Username can only contain visible characters and spaces');
    expect(app.users.validation.username_long).toBe('Username must be at most 100 characters');
    expect(validateCreateAdmin({ email: 'a@b.co', fullName: 'A', username: ' Ana María ', password: '12345678' })).toEqual({});
  });

  it('sends only the fields each call accepts, trimmed (passwords untouched)', () => {
    const values = {
      email: ' hana@example.com ',
      fullName: ' Hana ',
      role: 'super_admin' as const,
      username: ' hana ',
      password: ' pass word ',
    };
    expect(invitePayload(values)).toEqual({ email: 'hana@example.com', fullName: 'Hana', role: 'super_admin' });
    expect(createAdminPayload(values)).toEqual({
      email: 'hana@example.com',
      fullName: 'Hana',
      username: 'hana',
      password: ' pass word ',
      role: 'super_admin',
    });
  });

  it('puts the credentials on two lines to copy', () => {
    expect(credentialsText({ username: 'Username', password: 'Password' }, { username: 'hana', password: 'S3cret!' })).toBe(
      'Username: hana\nPassword: S3cret!',
    );
  });
});

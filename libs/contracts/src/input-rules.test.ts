import { describe, expect, it } from 'vitest';

import { isCalendarDate, isDateInRange, isPastDate, isPhone, usernameError } from './input-rules.js';
import { MESSAGES } from './messages.js';

describe('dates', () => {
  it('isCalendarDate: real YYYY-MM-DD dates only, any year', () => {
    expect(['2025-06-30', '2024-02-29', '0427-01-05', '0050-03-01', '0000-02-29'].every(isCalendarDate)).toBe(true);
    expect(
      ['2025-02-30', '2023-02-29', '2025-13-01', '25-06-30', '2025-6-30', '30/06/2025', '2025-06-30T00:00:00Z', '', null, 20250630].some(
        isCalendarDate,
      ),
    ).toBe(false);
  });
  it('isDateInRange: 1900-01-01 to 2199-12-31', () => {
    expect(['1900-01-01', '2025-06-30', '2199-12-31'].every(isDateInRange)).toBe(true);
    expect(['0427-01-05', '1899-12-31', '2200-01-01', '9999-12-31', '2025-02-30'].some(isDateInRange)).toBe(false);
  });
  it('isPastDate: from 1900-01-01 up to the day before today', () => {
    expect(isPastDate('1984-05-17', '2025-06-30')).toBe(true);
    expect(isPastDate('2025-06-29', '2025-06-30')).toBe(true);
    expect(isPastDate('2025-06-30', '2025-06-30')).toBe(false);
    expect(isPastDate('1899-12-31', '2025-06-30')).toBe(false);
  });
});

describe('isPhone', () => {
  it('a listed country code, one space and 4 to 15 digits', () => {
    expect(['+971 501234567', '+44 7700900123', '+1 2125550100', '+971 1234', '+971 123456789012345'].every(isPhone)).toBe(true);
    const bad = [
      'call me maybe',
      '501234567',
      '+999 501234567',
      '+971 50 123 4567',
      '+971  501234567',
      '+971-501234567',
      '+971 123',
      '+971 1234567890123456',
      '+971\u00a0501234567',
      ' +971 501234567',
      '',
    ];
    expect(bad.filter(isPhone)).toEqual([]);
  });
});

describe('usernameError', () => {
  it('takes 3 to 100 visible characters of any script, with plain spaces inside', () => {
    for (const name of ['bob', 'noor.karim', 'Ana María-Öz', 'نور', '用户名', 'a_b@c+d', '  abc  ', 'x'.repeat(100), '😀😀😀'])
      expect(usernameError(name)).toBeNull();
  });
  it('counts characters after trimming', () => {
    expect(usernameError('ab')).toBe(MESSAGES.usernameTooShort);
    expect(usernameError('  ab  ')).toBe(MESSAGES.usernameTooShort);
    expect(usernameError('')).toBe(MESSAGES.usernameTooShort);
    expect(usernameError('x'.repeat(101))).toBe(MESSAGES.usernameTooLong);
  });
  it('refuses control, format and blank characters other than a plain space', () => {
    for (const name of [
      '\u0012\u0007x',
      'new\nline',
      'tab\tbed',
      'no\u00a0break',
      'zero\u200bwidth',
      'right\u202eleft',
      'del\u007fete',
      'bom\ufeffname',
      'line\u2028sep',
      'ideo\u3000space',
    ]) {
      expect([name, usernameError(name)]).toEqual([name, MESSAGES.usernameInvisible]);
    }
  });
});

import { PASSWORD_MAX, PASSWORD_MESSAGES, REGISTRATION_MESSAGES } from '@cricket/contracts';
import { refusedPasswordMessage } from './password-rules';

describe('refusedPasswordMessage', () => {
  it("keeps the spec's minimum and its message", () => {
    expect(refusedPasswordMessage('12345')).toBe(REGISTRATION_MESSAGES.password);
    expect(refusedPasswordMessage(undefined)).toBe(REGISTRATION_MESSAGES.password);
  });

  it('refuses a password of only whitespace, and one over the maximum', () => {
    expect(refusedPasswordMessage('      ')).toBe(PASSWORD_MESSAGES.onlyWhitespace);
    expect(refusedPasswordMessage(' \t \n  ')).toBe(PASSWORD_MESSAGES.onlyWhitespace);
    expect(refusedPasswordMessage('x'.repeat(PASSWORD_MAX + 1))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(refusedPasswordMessage('x'.repeat(PASSWORD_MAX - 9) + ' q7-Lm#2z')).toBeNull();
  });

  it('refuses the most common passwords, whatever their case, and nothing for its composition', () => {
    for (const common of ['123456', 'password', 'qwerty123', 'Password1', 'LETMEIN1', 'cricket']) {
      expect(refusedPasswordMessage(common)).toBe(PASSWORD_MESSAGES.common);
    }
    for (const fine of ['correct horse battery', 'alllowercaseletters', '  spaces around  ', 'secret-123']) {
      expect(refusedPasswordMessage(fine)).toBeNull();
    }
  });
});

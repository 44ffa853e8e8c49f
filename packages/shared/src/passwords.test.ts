import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth';
import { MESSAGES } from './messages';
import { isWeakPassword } from './passwords';

const newPasswordError = (password: string) => {
  const result = signUpSchema.safeParse({ name: 'Awa', email: 'awa@example.gn', password });
  return result.success ? null : result.error.issues[0].message;
};

describe('new passwords', () => {
  it('need 8 characters, and say the real upper limit of 128', () => {
    expect(newPasswordError('Kal0um!')).toBe(MESSAGES.passwordNewTooShort);
    expect(newPasswordError('K'.repeat(64) + 'x'.repeat(65))).toBe(MESSAGES.passwordTooLong);
    expect(newPasswordError(`Ka${'l0um!'.repeat(25)}x`)).toBeNull();
  });

  it('refuse the most used passwords, all-same and sequential characters', () => {
    for (const weak of [
      'password',
      'Password1',
      '12345678',
      '123456789',
      'azertyuiop',
      'motdepasse',
      '11111111',
      'aaaaaaaa',
      'abcdefgh',
      '87654321',
      'ABCDEFGHI',
      'abababab',
      '12341234',
    ]) {
      expect(newPasswordError(weak), weak).toBe(MESSAGES.passwordTooCommon);
    }
    for (const strong of ['Kaloum-2024', 'mangue et riz', 'demo1234', 'secret12'])
      expect(isWeakPassword(strong), strong).toBe(false);
  });

  it('apply the same rules to a changed and a reset password', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '123456789' }).error?.issues[0].message,
    ).toBe(MESSAGES.passwordTooCommon);
    expect(resetPasswordSchema.safeParse({ token: 't', newPassword: 'abc' }).error?.issues[0].message).toBe(
      MESSAGES.passwordNewTooShort,
    );
  });

  it('leave signing in with an existing 6-character password alone', () => {
    expect(signInSchema.safeParse({ email: 'awa@example.gn', password: '123456' }).success).toBe(true);
    expect(
      signInSchema.safeParse({ email: 'awa@example.gn', password: 'x'.repeat(129) }).error?.issues[0].message,
    ).toBe(MESSAGES.passwordTooLong);
  });
});

import { describe, expect, it } from 'vitest';
import { loginPageErrorText, plainErrorParam, providerErrorParam, UNKNOWN_LOGIN_ERROR_MESSAGE } from '@domain/auth/login-page-errors';

describe('the errorMessage of /login and /link-accounts (issue 27 finding 10)', () => {
  it('never shows text another site put in the address, only the generic message', () => {
    for (const attack of [
      'Your account is locked. Call +1 555 0100 to unlock it.',
      'cancelled:evil.example',
      'cancelled:google:extra',
      'toString',
      '__proto__:google',
      'login-required:google',
    ]) {
      expect(loginPageErrorText(attack)).toBe(UNKNOWN_LOGIN_ERROR_MESSAGE);
    }
  });

  it("shows the portal's own text for the codes the server and the logout page send", () => {
    expect(loginPageErrorText(providerErrorParam('cancelled', 'google'))).toBe('Sign-in with Google was cancelled.');
    expect(loginPageErrorText(providerErrorParam('no-account', 'microsoft'))).toBe('Could not find an account with the email of this Microsoft account.');
    expect(loginPageErrorText(plainErrorParam('revoke-failed'))).toBe('Error revoking token');
    expect(loginPageErrorText(undefined)).toBeUndefined();
    expect(loginPageErrorText('')).toBeUndefined();
  });
});

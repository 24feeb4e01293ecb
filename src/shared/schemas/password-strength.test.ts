import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';

describe('passwordWeakness', () => {
  it.each(['password', 'password1', '12345678', 'qwertyuiop', 'iloveyou', 'Passw0rd!', 'aaaaaaaa'])(
    'refuses the common or patterned password %j, saying why',
    (password) => {
      expect(passwordWeakness(password)).toMatch(/^This password is too easy to guess/);
    },
  );

  it('names the reason: a row of keys, a much used password', () => {
    expect(passwordWeakness('zxcvbnm,./')).toContain('row of keys');
    expect(passwordWeakness('qwertyuiop')).toContain('hundred most used passwords');
  });

  it('refuses a password built on the e-mail address or name it belongs to', () => {
    expect(passwordWeakness('priya1984', ['priya@example.com'])).not.toBeNull();
  });

  it.each(['some password', 'monsoon ledger kettle', 'tiffin-orbit-42', 'S!p2026xQ'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password)).toBeNull();
    },
  );
});

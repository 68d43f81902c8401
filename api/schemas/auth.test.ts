import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, loginError, parseRegistration, registerFormError, type RegisterForm } from './auth.ts';

const form = (change: Partial<RegisterForm> = {}): RegisterForm => ({
  username: 'ayse',
  email: 'ayse@ornek.com',
  password: 'gizli123',
  passwordConfirm: 'gizli123',
  fullName: 'Ayşe Yılmaz',
  phone: '',
  kvkkConsent: true,
  emailMarketingConsent: false,
  ...change,
});

describe("the register form check (in the order of the spec's validation rules)", () => {
  it('accepts a complete form, with an empty phone as none', () => {
    expect(registerFormError(form())).toBeNull();
    const parsed = parseRegistration({ ...form(), passwordConfirm: undefined });
    expect(parsed.ok && parsed.data.phone).toBeNull();
  });

  it('asks for required fields before anything else', () => {
    expect(registerFormError(form({ fullName: '', password: '1', passwordConfirm: '2', kvkkConsent: false }))).toBe(
      AUTH_MESSAGES.required,
    );
  });

  it('then for matching passwords, then for their length, then for KVKK', () => {
    expect(registerFormError(form({ password: '123', passwordConfirm: '124', kvkkConsent: false }))).toBe(
      'Şifreler eşleşmiyor',
    );
    expect(registerFormError(form({ password: '1234567', passwordConfirm: '1234567', kvkkConsent: false }))).toBe(
      'Şifre en az 8 karakter olmalıdır',
    );
    expect(registerFormError(form({ kvkkConsent: false }))).toBe(
      'Kişisel Verilerin Korunması politikasını kabul etmelisiniz',
    );
  });

  it('checks the e-mail format and the username shape', () => {
    expect(registerFormError(form({ email: 'ayse.ornek.com' }))).toBe(AUTH_MESSAGES.email);
    expect(registerFormError(form({ username: 'ay' }))).toBe(AUTH_MESSAGES.usernameLength);
    expect(registerFormError(form({ username: 'ayşe yılmaz' }))).toBe(AUTH_MESSAGES.usernameChars);
    expect(registerFormError(form({ username: 'Ayşe_Çelik.34' }))).toBeNull();
  });
});

describe('the login check', () => {
  it('needs both fields', () => {
    expect(loginError({ username: 'ayse', password: '' })).toBe('Tüm alanları doldurun');
    expect(loginError({ username: ' ', password: 'x' })).toBe('Tüm alanları doldurun');
    expect(loginError({ username: 'ayse', password: 'x' })).toBeNull();
  });
});

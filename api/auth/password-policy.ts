import { createRequire } from 'node:module';
import type * as CommonWords from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, MIN_ADMIN_PASSWORD, MIN_PASSWORD, newPasswordRule, registerSchema } from '../schemas/auth.ts';

// Server-only: the list is too large for the browser, so the dialog checks length and the API the rest.
export const PASSWORD_POLICY_MESSAGES = {
  common: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin',
  sameAsIdentity: 'Şifre kullanıcı adınız veya e-posta adresinizle aynı olamaz',
} as const;

let common: Set<string> | null = null;
/**
 * The most used passwords of leaked lists (about 49,000, from the xato/SecLists lists as
 * zxcvbn-ts ships them), compared in lower case so 'Password1' counts as 'password1'.
 */
function commonPasswords(): Set<string> {
  // Loaded at the first password checked, not at start: its words, unpacked, are a few MB that a
  // shop serving its catalogue never needs (decision 0465). Required, so the checks stay synchronous.
  common ??= new Set(
    (createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof CommonWords).dictionary['passwords-common']
      .filter((p) => p.length >= MIN_PASSWORD)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

export interface PasswordOwner {
  username: string;
  email: string;
  /** An admin's password is longer than the schema's customer minimum. */
  isAdmin?: boolean;
}

/** The Turkish reason a password may not be used, or null. The customer length is the schema's check. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (owner.isAdmin && password.length < MIN_ADMIN_PASSWORD) return AUTH_MESSAGES.adminPasswordShort;
  const folded = password.toLocaleLowerCase('tr-TR');
  const same = (value: string) => value.trim() !== '' && folded === value.trim().toLocaleLowerCase('tr-TR');
  if (same(owner.username) || same(owner.email) || same(owner.email.split('@')[0] ?? ''))
    return PASSWORD_POLICY_MESSAGES.sameAsIdentity;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.common;
  return null;
}

/** A new password's length rules, then the checks above: the Turkish reason, or null. */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  const length = newPasswordRule.safeParse(password);
  return length.success ? passwordProblem(password, owner) : length.error.issues[0]!.message;
}

/**
 * A name set outside the registration form (ADMIN_USERNAME, admin:create) follows its rule:
 * the Turkish reason it cannot be used, or null. Spaces around it are refused, not trimmed.
 */
export function usernameProblem(username: string): string | null {
  const name = registerSchema.shape.username.safeParse(username);
  if (!name.success) return name.error.issues[0]!.message;
  return name.data === username ? null : AUTH_MESSAGES.usernameChars;
}

import { z } from 'zod';

/** '<label> en fazla N karakter olabilir': a too-long value is told its limit, never the minimum. */
export const tooLongMessage = (label: string, max: number) =>
  `${label} en fazla ${max.toLocaleString('tr-TR')} karakter olabilir`;

/**
 * The safety net under every schema: a rule written without its own message answers in
 * Turkish instead of zod's English ('Too big: expected string…'). Field-specific messages
 * in the schemas still come first.
 */
export function turkishIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Zorunlu alanları doldurun' : 'Geçersiz değer';
    case 'too_big':
      if (issue.origin === 'string') return `En fazla ${issue.maximum} karakter olabilir`;
      if (issue.origin === 'array' || issue.origin === 'set') return `En fazla ${issue.maximum} öğe seçilebilir`;
      return `Değer en fazla ${issue.maximum} olabilir`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Zorunlu alanları doldurun' : `En az ${issue.minimum} karakter olmalıdır`;
      if (issue.origin === 'array' || issue.origin === 'set') return `En az ${issue.minimum} öğe seçilmelidir`;
      return `Değer en az ${issue.minimum} olmalıdır`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Geçerli bir e-posta adresi giriniz'
        : issue.format === 'url'
          ? 'Geçerli bir adres giriniz'
          : 'Geçersiz biçim';
    case 'invalid_value':
      return 'Geçersiz seçim';
    case 'unrecognized_keys':
      return 'Tanınmayan alan gönderildi';
    default:
      return 'Geçersiz değer';
  }
}

z.config({ customError: turkishIssueMessage });

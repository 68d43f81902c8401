import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-turkish.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the Turkish safety net under schemas without their own messages', () => {
  it.each([
    [z.object({ a: z.string() }), 'metin', 'Geçersiz değer'],
    [z.object({ a: z.string() }), {}, 'Zorunlu alanları doldurun'],
    [z.string().max(200), 'x'.repeat(300), 'En fazla 200 karakter olabilir'],
    [z.string().min(3), 'ab', 'En az 3 karakter olmalıdır'],
    [z.number().max(10), 11, 'Değer en fazla 10 olabilir'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'En fazla 2 öğe seçilebilir'],
    [z.email(), 'ayse@', 'Geçerli bir e-posta adresi giriniz'],
    [z.enum(['a', 'b']), 'c', 'Geçersiz seçim'],
    [z.strictObject({}), { x: 1 }, 'Tanınmayan alan gönderildi'],
  ])('%#: answers in Turkish', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("leaves a field's own message first", () => {
    expect(messageOf(z.string().max(2, 'Ad en fazla 2 karakter olabilir'), 'abc')).toBe(
      'Ad en fazla 2 karakter olabilir',
    );
  });
});

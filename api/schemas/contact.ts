import { z } from 'zod';
import './zod-turkish.ts';
import { CONTACT_SUBJECTS, type ContactSubject } from './contact-texts.ts';
import { INVALID_REQUEST } from './messages.ts';

export * from './contact-texts.ts';

const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : null));

export const contactSchema = z.object({
  name: z
    .string({ error: 'Ad Soyad gerekli' })
    .trim()
    .min(2, { error: 'Ad Soyad gerekli' })
    .max(100, { error: 'Ad Soyad en fazla 100 karakter olabilir' }),
  email: z
    .string({ error: 'E-posta gerekli' })
    .trim()
    .max(254, { error: 'E-posta adresi en fazla 254 karakter olabilir' })
    .pipe(z.email({ error: 'Geçerli bir e-posta adresi giriniz' })),
  phone: optionalText(30, 'Telefon en fazla 30 karakter olabilir'),
  company: optionalText(200, 'Firma adı en fazla 200 karakter olabilir'),
  subject: z.enum(subjectValues, { error: 'Lütfen bir konu seçin' }),
  message: z
    .string({ error: 'Mesaj gerekli' })
    .trim()
    .min(1, { error: 'Mesaj gerekli' })
    .max(5000, { error: 'Mesaj en fazla 5.000 karakter olabilir' }),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string({ error: INVALID_REQUEST }).max(500, { error: INVALID_REQUEST }).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

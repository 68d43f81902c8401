import { z } from 'zod';

// The contact form (the content-and-admin spec's screens and validation rules), shared by the island and POST /api/contact.
export const CONTACT_SUBJECTS = [
  { value: 'genel', label: 'Genel Bilgi' },
  { value: 'fiyat', label: 'Fiyat Teklifi' },
  { value: 'teknik', label: 'Teknik Destek' },
  { value: 'katalog', label: 'Katalog Talebi' },
  { value: 'diger', label: 'Diğer' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

export const CONTACT_MESSAGES = {
  success: 'Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.',
  /** The home section's reading of the same form (the spec's error catalogue). */
  successShort: 'Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.',
  failure: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
} as const;

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, { error: message }).optional().transform((v) => (v ? v : null));

export const contactSchema = z.object({
  name: z.string({ error: 'Ad Soyad gerekli' }).trim().min(2, { error: 'Ad Soyad gerekli' }).max(100, { error: 'Ad Soyad en fazla 100 karakter olabilir' }),
  email: z.string({ error: 'E-posta gerekli' }).trim().max(254, { error: 'Geçerli bir e-posta adresi giriniz' }).pipe(z.email({ error: 'Geçerli bir e-posta adresi giriniz' })),
  phone: optionalText(30, 'Telefon en fazla 30 karakter olabilir'),
  company: optionalText(200, 'Firma adı en fazla 200 karakter olabilir'),
  subject: z.enum(subjectValues, { error: 'Lütfen bir konu seçin' }),
  message: z.string({ error: 'Mesaj gerekli' }).trim().min(1, { error: 'Mesaj gerekli' }).max(5000, { error: 'Mesaj en fazla 5.000 karakter olabilir' }),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

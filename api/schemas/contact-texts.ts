// Without zod: the contact form island imports these on content pages (JavaScript budget).
// The contact form (the content-and-admin spec's screens and validation rules), shared by the island and POST /api/contact.
export const CONTACT_SUBJECTS = [
  { value: 'genel', label: 'Genel Bilgi' },
  { value: 'fiyat', label: 'Fiyat Teklifi' },
  { value: 'teknik', label: 'Teknik Destek' },
  { value: 'katalog', label: 'Katalog Talebi' },
  { value: 'diger', label: 'Diğer' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_MESSAGES = {
  success: 'Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.',
  /** The home section's reading of the same form (the spec's error catalogue). */
  successShort: 'Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.',
  failure: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
} as const;

// The contacts panel (the content-and-admin spec's screens and entities): every field of a message, newest first.
export interface AdminContact {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

/** The contact form's subject values (the content-and-admin spec's screens) as the panel names them. */
export const CONTACT_SUBJECT_LABELS: Record<string, string> = {
  genel: 'Genel Bilgi',
  fiyat: 'Fiyat Teklifi',
  teknik: 'Teknik Destek',
  katalog: 'Katalog Talebi',
  diger: 'Diğer',
};

export const contactMessages = {
  notFound: 'Mesaj bulunamadı',
  markedRead: 'Mesaj okundu olarak işaretlendi',
  markFailed: 'Mesaj güncellenemedi',
} as const;

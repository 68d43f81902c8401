import { z } from 'zod';
import { flag, imageAddress, omittableText, requiredText } from './admin-fields.ts';

// Catalogue and reference forms (the content-and-admin spec's screens, validation rules, API calls and error catalogue), shared by the panels and the API.

export const catalogMessages = {
  created: 'Katalog eklendi',
  updated: 'Katalog güncellendi',
  deleted: 'Katalog silindi',
  createFailed: 'Katalog eklenemedi',
  updateFailed: 'Katalog güncellenemedi',
  deleteFailed: 'Katalog silinemedi',
  confirmDelete: 'Bu kataloğu silmek istediğinize emin misiniz?',
  notFound: 'Katalog bulunamadı',
} as const;

export const catalogFormSchema = z.object({
  title: requiredText(200, 'Katalog başlığı zorunludur', 'Katalog başlığı'),
  description: omittableText(5000, 'Açıklama'),
  imageUrl: imageAddress('Kapak görseli adresi geçerli bir URL olmalıdır (https://…)')
    .optional()
    .transform((v) => v ?? null),
  isActive: flag(true),
  removeFile: flag(false),
});
export type CatalogForm = z.output<typeof catalogFormSchema>;
export const CATALOG_TEXT_FIELDS = ['title', 'description', 'imageUrl', 'isActive', 'removeFile'] as const;

export const referenceMessages = {
  created: 'Referans oluşturuldu',
  updated: 'Referans güncellendi',
  deleted: 'Referans silindi',
  createFailed: 'Referans oluşturulamadı',
  updateFailed: 'Referans güncellenemedi',
  deleteFailed: 'Referans silinemedi',
  confirmDelete: 'Bu referansı silmek istediğinize emin misiniz?',
  notFound: 'Referans bulunamadı',
} as const;

export const referenceFormSchema = z.object({
  companyName: requiredText(200, 'Firma adı zorunludur', 'Firma adı'),
  description: omittableText(5000, 'Açıklama'),
  testimonial: omittableText(5000, 'Müşteri yorumu'),
  contactPerson: omittableText(200, 'İletişim kişisi'),
  isActive: flag(true),
  removeExistingImage: flag(false),
});
export type ReferenceForm = z.output<typeof referenceFormSchema>;
export const REFERENCE_TEXT_FIELDS = [
  'companyName',
  'description',
  'testimonial',
  'contactPerson',
  'isActive',
  'removeExistingImage',
] as const;

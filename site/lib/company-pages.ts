import { loadContent } from './content';
import { pageHtml } from './page-html';

export type CompanyPageSlug = 'misyon' | 'vizyon' | 'sirket';

// Spec: default titles, and fixed fallback text when the page record is absent or empty.
const DEFAULTS: Record<CompanyPageSlug, { title: string; html: string }> = {
  misyon: {
    title: 'Misyonumuz',
    html: '<p>Elektrik tesisatı yapan ustalara, müteahhitlere ve sanayi kuruluşlarına ihtiyaç duydukları orijinal ve garantili malzemeyi doğru zamanda, doğru fiyatla ulaştırmak.</p>',
  },
  vizyon: {
    title: 'Vizyonumuz',
    html: "<p>İç Anadolu'nun en güvenilir elektrik malzemesi tedarikçisi olmak ve dijital satış kanallarımızla Türkiye'nin her yerindeki projelere hizmet veren bir çözüm ortağına dönüşmek.</p>",
  },
  sirket: {
    title: 'Şirket Tanıtımı',
    html: "<p>2009 yılında Ankara İvedik Organize Sanayi Bölgesi'nde kurulan şirketimiz, 25'i aşkın çalışanı ve ISO 9001:2015 belgeli kalite yönetim sistemiyle kablo, aydınlatma, şalt ve tesisat malzemesi tedarik etmektedir.</p>",
  },
};

/** A company page's title and sanitised HTML; the fallback when the record is missing or blank. */
export function companyPage(slug: CompanyPageSlug): { title: string; html: string; fallback: boolean } {
  const page = loadContent().pages.find((p) => p.slug === slug);
  const html = page ? pageHtml(page.content) : '';
  if (!html) return { ...DEFAULTS[slug], fallback: true };
  return { title: page!.title.trim() || DEFAULTS[slug].title, html, fallback: false };
}

import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../tests/helpers/pdf-text.ts';
import { finishDocument, section, startDocument, table, totals } from './pdf-document.ts';

const seller = {
  name: 'Ankara Elektrik Malzemeleri',
  address: 'İvedik OSB, Yenimahalle/Ankara',
  phone: '0312 394 27 50',
  email: 'info@ornek.com.tr',
};

describe('the shop’s PDF documents', () => {
  it('print Turkish letters, break long tables over numbered pages and carry the watermark', async () => {
    const doc = await startDocument({
      title: 'Cari Hesap Ekstresi',
      seller,
      facts: [['Tarih', '27.11.2026']],
      watermark: 'Test',
    });
    section(doc, 'Müşteri', 'Işıklı Şantiye Çözümleri Ltd. Şti. — İğneada Cd. No: 5');
    const rows = Array.from({ length: 90 }, (_, i) => [`Satır ${i + 1} ğüşıöç İĞÜŞÖÇ`, `${i + 1}`]);
    table(
      doc,
      [
        { header: 'Açıklama', share: 0.8 },
        { header: 'Tutar', share: 0.2, align: 'right' },
      ],
      rows,
    );
    totals(doc, [
      ['Ara Toplam', '₺1.234,50'],
      ['Genel Toplam', '₺1.481,40'],
    ]);
    const bytes = await finishDocument(doc);

    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Işıklı Şantiye Çözümleri Ltd. Şti. — İğneada Cd. No: 5');
    expect(pages[0]).toContain('Cari Hesap Ekstresi');
    expect(pages[0]).toContain('Satır 1 ğüşıöç İĞÜŞÖÇ');
    expect(pages.at(-1)).toContain('Satır 90 ğüşıöç İĞÜŞÖÇ');
    expect(pages.at(-1)).toContain('₺1.481,40');
    // The header row repeats on every page of the table.
    for (const page of pages) expect(page).toContain('Açıklama');
    pages.forEach((page, i) => expect(page).toContain(`Sayfa ${i + 1} / ${pages.length}`));
    expect(pages[0]).toContain('Test');
  });
});

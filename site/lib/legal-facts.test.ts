import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LEGAL_KINDS } from './legal-kinds';

const text = (kind: string) => readFileSync(new URL(`../../content/legal/${kind}.md`, import.meta.url), 'utf8');

// The storefront spec's business constants: the facts the legal texts must state.
describe('legal texts in content/legal', () => {
  it('exist for all six kinds with the company placeholders', () => {
    for (const kind of LEGAL_KINDS) expect(text(kind)).toMatch(/\{\{company_(name|email|phone)\}\}/);
  });

  it('state every delivery, return, warranty and payment fact', () => {
    const delivery = text('delivery_return');
    for (const fact of [
      // The threshold follows the 'Kargo' setting (500 TL by default: legal-markdown.test.ts).
      '**{{free_shipping_threshold}} ve üzeri**',
      '1-3 iş günü',
      '2-5 iş günü',
      '1-2 iş günü',
      '5-15 iş günü',
      '15-30 iş günü',
      '**14 gün**',
      '**7 gün**',
      '**24 saat içinde**',
      '**en az 2 yıldır**',
      '**14 gün içinde**',
      'müşteriye aittir',
      '09:00-18:00',
    ]) {
      expect(delivery, fact).toContain(fact);
    }
    expect(delivery).toMatch(/[Ee]ksik parça[\s\S]*2-5 iş günü/);
    for (const kind of ['distance_sales_contract', 'preliminary_info']) {
      const t = text(kind);
      for (const fact of [
        '30.000 TL',
        'Tüketici Hakem Heyetleri',
        'kredi kartı',
        'taksitli',
        'banka kartı',
        'havale/EFT',
        '14 gün',
        '**{{free_shipping_threshold}} ve üzeri**',
      ])
        expect(t, `${kind}: ${fact}`).toContain(fact);
    }
  });

  it('KVKK: eight sections, 30 days free of charge, invoices kept 10 years', () => {
    const kvkk = text('kvkk');
    expect(kvkk.match(/^## \d\. /gm)).toHaveLength(8);
    expect(kvkk).toContain('**30 gün içinde**');
    expect(kvkk).toContain('**ücretsiz**');
    expect(kvkk).toContain('**10 yıl**');
  });
});

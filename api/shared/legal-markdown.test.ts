import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fillPlaceholders, legalPlaceholders, parseLegalMarkdown } from './legal-markdown.ts';
import { readLegalFile } from '../services/content/legal-files.ts';
import { CONSENT_TEXT_VERSION } from '../services/accounts/consents.ts';

const company = { name: 'Işık Elektrik', address: 'İvedik OSB', phone: '0312 000 00 00', email: 'a@b.example' };

describe('legal Markdown as the contract and consent source', () => {
  it('splits a text into headed sections of plain lines with the seller filled in', () => {
    const text = parseLegalMarkdown(
      '---\ntitle: Deneme\nupdated: 2026-01-15\nversion: d-1\n---\nGiriş satırı.\n\n## Madde 1 – Taraflar\n\n**Satıcı:** {{company_name}}, {{company_phone}}.\n\n- **Unvan:** {{company_name}}\n- {{unknown}}\n',
      legalPlaceholders(company),
    );
    expect(text).toEqual({
      title: 'Deneme',
      updated: '2026-01-15',
      version: 'd-1',
      sections: [
        { heading: '', body: ['Giriş satırı.'] },
        {
          heading: 'Madde 1 – Taraflar',
          body: ['Satıcı: Işık Elektrik, 0312 000 00 00.', '- Unvan: Işık Elektrik', '- {{unknown}}'],
        },
      ],
    });
  });

  it('escapes filled values for HTML when asked', () => {
    expect(fillPlaceholders('<p>{{company_name}}</p>', { company_name: 'A & B' }, (s) => s.replace('&', '&amp;'))).toBe(
      '<p>A &amp; B</p>',
    );
  });

  it('records the versions the contract, preliminary form and KVKK files declare', () => {
    for (const kind of ['distance_sales_contract', 'preliminary_info', 'kvkk'] as const) {
      const raw = readFileSync(new URL(`../../content/legal/${kind}.md`, import.meta.url), 'utf8');
      expect(CONSENT_TEXT_VERSION[kind]).toBe(/^version: (.+)$/m.exec(raw)![1]);
    }
  });

  it('reads both contract texts with every article and no placeholder left', () => {
    const values = legalPlaceholders(company);
    const contract = readLegalFile('distance_sales_contract', values);
    expect(contract.title).toBe('Mesafeli Satış Sözleşmesi');
    expect(contract.sections.map((s) => s.heading)).toHaveLength(10);
    // The return steps and the withdrawal form every order records (issue 49).
    expect(contract.sections[6]!.heading).toBe('Madde 7 – İade adımları ve cayma formu');
    expect(contract.sections[0]!.body[0]).toBe(
      'Satıcı: Işık Elektrik, İvedik OSB. Telefon: 0312 000 00 00, e-posta: a@b.example.',
    );
    const form = readLegalFile('preliminary_info', values);
    expect(form.title).toBe('Ön Bilgilendirme Formu');
    for (const t of [contract, form]) expect(JSON.stringify(t)).not.toMatch(/\{\{|\*\*/);
  });

  it('names the free-shipping threshold of the Kargo setting, 500 TL by default', () => {
    const text = (threshold?: string) =>
      JSON.stringify(
        readLegalFile('preliminary_info', legalPlaceholders({ ...company, freeShippingThreshold: threshold })),
      );
    expect(text()).toContain('500 TL ve üzeri siparişlerde kargo ücretsizdir');
    expect(text('749.90')).toContain('749,90 TL ve üzeri siparişlerde kargo ücretsizdir');
    expect(text('1500.00')).toContain('1.500 TL ve üzeri');
    expect(text('1500.00')).not.toContain('{{');
  });
});

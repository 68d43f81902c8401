import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { buildUblInvoice, personName, unitCode } from './ubl-invoice.ts';
import { invoiceQrPayload } from './invoice-pdf.ts';
import type { InvoiceDocument, InvoiceParty } from './invoice-model.ts';
import { checkInvoices } from '../../../tests/helpers/ubl-tr.ts';

const seller: InvoiceParty = {
  scheme: 'VKN',
  id: '1234567801',
  name: 'Ankara Elektrik & Aydınlatma <Ltd.>',
  taxOffice: 'Ostim',
  street: 'İvedik OSB 1234. Cad. No 5',
  district: 'Yenimahalle',
  city: 'Ankara',
  postalCode: '06378',
  email: 'info@ankaraelektrik.com.tr',
  phone: '0312 394 27 50',
  website: 'https://ankaraelektrik.com.tr',
};
const person: InvoiceParty = {
  scheme: 'TCKN',
  id: '10000000146',
  name: 'Ayşe Nur Yılmaz',
  taxOffice: null,
  street: 'Kızılay Mah. Atatürk Blv. 5/3',
  district: 'Çankaya',
  city: 'Ankara',
  postalCode: '06420',
  email: 'ayse@example.com',
};
const firm: InvoiceParty = {
  ...person,
  scheme: 'VKN',
  id: '9029589240',
  name: 'Yılmaz Elektrik Ltd. Şti.',
  taxOffice: 'Ostim',
};

const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const doc = (over: Partial<InvoiceDocument>): InvoiceDocument => ({
  profile: 'EARSIVFATURA',
  typeCode: 'SATIS',
  number: 'ABC2026000000001',
  uuid: 'a8005c43-2e67-4083-9dba-b0e2a52d29ca',
  issueDate: today,
  issueTime: '10:15:00',
  orderNumber: 'SP-20261127-0001',
  orderDate: today,
  seller,
  buyer: person,
  lines: [
    // 3 m at 10,50 with 2 % off: 31,50 − 0,63 = 30,87; KDV 20 % 6,174 → 6,17
    {
      name: 'NYM Kablo 3x2,5',
      quantity: 3,
      unit: 'metre',
      unitPriceKurus: 1050,
      listKurus: 3150,
      discountKurus: 63,
      netKurus: 3087,
      vatRate: 20,
      vatKurus: 617,
    },
    {
      name: 'Tesisat kitabı',
      quantity: 1,
      unit: 'adet',
      unitPriceKurus: 10000,
      listKurus: 10000,
      discountKurus: 0,
      netKurus: 10000,
      vatRate: 0,
      vatKurus: 0,
    },
    {
      name: 'Klemens',
      quantity: 2,
      unit: 'adet',
      unitPriceKurus: 999,
      listKurus: 1998,
      discountKurus: 0,
      netKurus: 1998,
      vatRate: 10,
      vatKurus: 200,
    },
    {
      name: 'Kargo',
      quantity: 1,
      unit: 'adet',
      unitPriceKurus: 4000,
      listKurus: 4000,
      discountKurus: 0,
      netKurus: 4000,
      vatRate: 20,
      vatKurus: 800,
    },
  ],
  notes: ['Sipariş SP-20261127-0001'],
  internetSale: {
    website: 'https://ankaraelektrik.com.tr',
    paymentMethod: 'card',
    paymentDate: today,
    carrier: 'Aras Kargo',
    carrierParty: {
      scheme: 'VKN',
      id: '1234567801',
      name: 'Aras Kargo',
      taxOffice: null,
      street: '',
      district: 'Esenyurt',
      city: 'İstanbul',
      postalCode: '',
    },
    shippedDate: today,
  },
  returns: null,
  ...over,
});

type Parsed = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed XML tree
const parse = (xml: string): Parsed =>
  new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(xml).Invoice;

describe('UBL-TR 1.2 invoice XML', () => {
  it('carries the totals per rate and the payable amount to the kuruş, with an exemption code at 0 %', () => {
    const inv = parse(buildUblInvoice(doc({})));
    expect(inv.CustomizationID).toBe('TR1.2');
    expect(inv.LegalMonetaryTotal).toMatchObject({
      LineExtensionAmount: { '#text': '191.48' },
      AllowanceTotalAmount: { '#text': '0.63' },
      TaxExclusiveAmount: { '#text': '190.85' },
      TaxInclusiveAmount: { '#text': '207.02' },
      PayableAmount: { '#text': '207.02' },
    });
    expect(inv.TaxTotal.TaxAmount['#text']).toBe('16.17');
    const subtotals = inv.TaxTotal.TaxSubtotal.map((s: Parsed) => [
      s.Percent,
      s.TaxableAmount['#text'],
      s.TaxAmount['#text'],
      s.TaxCategory.TaxExemptionReasonCode ?? null,
    ]);
    expect(subtotals).toEqual([
      ['20', '70.87', '14.17', null],
      ['10', '19.98', '2.00', null],
      ['0', '100.00', '0.00', '351'],
    ]);
    expect(inv.AccountingCustomerParty.Party.Person).toEqual({ FirstName: 'Ayşe Nur', FamilyName: 'Yılmaz' });
    expect(inv.AccountingCustomerParty.Party.PartyIdentification.ID).toEqual({
      '@_schemeID': 'TCKN',
      '#text': '10000000146',
    });
    expect(inv.InvoiceLine[0].InvoicedQuantity['@_unitCode']).toBe('MTR');
  });

  it('names the carrier as a party with its VKN when the admin set one, and only then', () => {
    const delivery = parse(buildUblInvoice(doc({}))).Delivery;
    expect(delivery.CarrierParty.PartyIdentification.ID).toEqual({ '#text': '1234567801', '@_schemeID': 'VKN' });
    expect(delivery.CarrierParty.PartyName.Name).toBe('Aras Kargo');
    expect(delivery.CarrierParty.PostalAddress).toMatchObject({
      CityName: 'İstanbul',
      CitySubdivisionName: 'Esenyurt',
    });
    expect(delivery.Despatch.ActualDespatchDate).toBe(today);
    const unnamed = parse(buildUblInvoice(doc({ internetSale: { ...doc({}).internetSale!, carrierParty: null } })));
    expect(unnamed.Delivery.CarrierParty).toBeUndefined();
    expect(unnamed.Delivery.Despatch.ActualDespatchDate).toBe(today);
  });

  it('escapes names instead of breaking the document', () => {
    const xml = buildUblInvoice(doc({}));
    expect(xml).toContain('Ankara Elektrik &amp; Aydınlatma &lt;Ltd.&gt;');
    expect(parse(xml).AccountingSupplierParty.Party.PartyName.Name).toBe('Ankara Elektrik & Aydınlatma <Ltd.>');
  });

  it('maps units and splits names as GİB asks', () => {
    expect(unitCode('Adet')).toBe('C62');
    expect(unitCode('kg')).toBe('KGM');
    expect(unitCode('bilinmeyen')).toBe('C62');
    expect(personName('Cem')).toEqual({ first: 'Cem', family: 'Cem' });
  });

  it('passes the UBL 2.1 XSD and GİB schematron for every kind the shop issues, and a broken one does not', async () => {
    const kinds = {
      'earsiv-satis': doc({}),
      'earsiv-satis-firm': doc({
        buyer: firm,
        internetSale: {
          ...doc({}).internetSale!,
          paymentMethod: 'bank_transfer',
          carrier: null,
          carrierParty: null,
          shippedDate: null,
        },
      }),
      'earsiv-carrier-without-vkn': doc({ internetSale: { ...doc({}).internetSale!, carrierParty: null } }),
      'earsiv-iade': doc({
        typeCode: 'IADE',
        number: 'ABC2026000000002',
        returns: { number: 'ABC2026000000001', issueDate: today },
      }),
      'temel-satis': doc({ profile: 'TEMELFATURA', buyer: firm, internetSale: null }),
      'ticari-satis': doc({ profile: 'TICARIFATURA', buyer: firm, internetSale: null }),
      'temel-iade': doc({
        profile: 'TEMELFATURA',
        typeCode: 'IADE',
        buyer: firm,
        internetSale: null,
        returns: { number: 'ABC2026000000001', issueDate: today },
      }),
      'broken-number': doc({ profile: 'TEMELFATURA', buyer: firm, internetSale: null, number: 'AB2026000000001' }),
    };
    const findings = await checkInvoices(Object.entries(kinds).map(([name, d]) => ({ name, xml: buildUblInvoice(d) })));
    const { 'broken-number': broken, ...valid } = findings;
    for (const [name, f] of Object.entries(valid)) expect({ name, ...f }).toEqual({ name, xsd: [], schematron: [] });
    expect(broken!.schematron.join('\n')).toContain("'ABC2009123456789' formatında");
  }, 120_000);
});

describe("the printed invoice's QR code", () => {
  it('carries what GİB’s guide names, read from the filed XML', () => {
    const payload = JSON.parse(invoiceQrPayload(buildUblInvoice(doc({}))));
    expect(payload).toEqual({
      vkntckn: '1234567801',
      avkntckn: '10000000146',
      senaryo: 'EARSIVFATURA',
      tip: 'SATIS',
      tarih: today,
      no: 'ABC2026000000001',
      ettn: 'a8005c43-2e67-4083-9dba-b0e2a52d29ca',
      parabirimi: 'TRY',
      malhizmettoplam: '191.48',
      'kdvmatrah(0)': '100.00',
      'hesaplanankdv(0)': '0.00',
      'kdvmatrah(10)': '19.98',
      'hesaplanankdv(10)': '2.00',
      'kdvmatrah(20)': '70.87',
      'hesaplanankdv(20)': '14.17',
      vergidahil: '207.02',
      odenecek: '207.02',
    });
  });
});

import { XMLParser } from 'fast-xml-parser';
import {
  finishDocument,
  note,
  pairs,
  qrCode,
  section,
  startDocument,
  table,
  totals,
} from '../../documents/pdf-document.ts';
import { formatTRY } from '../../shared/money.ts';
import { formatDate } from '../../shared/date-format.ts';

// The printed copy of an issued invoice, read from the XML the shop filed (the document of
// record), so the PDF can never say something the XML does not. Shared look: api/documents.

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed UBL tree

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'TaxSubtotal', 'Note'].includes(name),
});

const text = (v: unknown): string =>
  v == null ? '' : typeof v === 'object' ? String((v as Node)['#text'] ?? '') : String(v);
const money = (v: unknown) => formatTRY(text(v) || '0');

const TITLES: Record<string, string> = {
  EARSIVFATURA: 'e-Arşiv Fatura',
  TEMELFATURA: 'e-Fatura',
  TICARIFATURA: 'e-Fatura',
};
const SCENARIOS: Record<string, string> = {
  EARSIVFATURA: 'e-Arşiv',
  TEMELFATURA: 'Temel Fatura',
  TICARIFATURA: 'Ticari Fatura',
};
const TYPES: Record<string, string> = { SATIS: 'Satış', IADE: 'İade' };
const PAYMENT: Record<string, string> = { '48': 'Kredi / banka kartı', '42': 'Havale / EFT' };

function partyLines(party: Node): Array<[string, string]> {
  const id = party.PartyIdentification?.ID;
  const scheme = id?.['@_schemeID'] === 'TCKN' ? 'T.C. Kimlik No' : 'VKN';
  const name = party.PartyName?.Name ?? [party.Person?.FirstName, party.Person?.FamilyName].filter(Boolean).join(' ');
  const a = party.PostalAddress ?? {};
  const lines: Array<[string, string]> = [
    ['Ad / Unvan', text(name)],
    [scheme, text(id)],
  ];
  if (party.PartyTaxScheme) lines.push(['Vergi Dairesi', text(party.PartyTaxScheme.TaxScheme?.Name)]);
  lines.push([
    'Adres',
    `${text(a.StreetName)} ${text(a.PostalZone)} ${text(a.CitySubdivisionName)} / ${text(a.CityName)}`.trim(),
  ]);
  if (party.Contact?.ElectronicMail) lines.push(['E-posta', text(party.Contact.ElectronicMail)]);
  return lines;
}

/**
 * The QR code's content on a printed e-Fatura or e-Arşiv invoice, as GİB's guide to paper copies
 * names it (decision 0313): seller and buyer numbers, scenario, type, date, number, ETTN, currency,
 * the goods total, the base and the KDV of each rate, the total with taxes and the payable amount.
 */
export function invoiceQrPayload(xml: string): string {
  const inv = parser.parse(xml).Invoice as Node;
  const t = inv.LegalMonetaryTotal as Node;
  const byRate = ((inv.TaxTotal?.TaxSubtotal ?? []) as Node[]).flatMap((s) => [
    [`kdvmatrah(${text(s.Percent)})`, text(s.TaxableAmount)],
    [`hesaplanankdv(${text(s.Percent)})`, text(s.TaxAmount)],
  ]);
  return JSON.stringify({
    vkntckn: text(inv.AccountingSupplierParty.Party.PartyIdentification?.ID),
    avkntckn: text(inv.AccountingCustomerParty.Party.PartyIdentification?.ID),
    senaryo: text(inv.ProfileID),
    tip: text(inv.InvoiceTypeCode),
    tarih: text(inv.IssueDate),
    no: text(inv.ID),
    ettn: text(inv.UUID),
    parabirimi: text(inv.DocumentCurrencyCode),
    malhizmettoplam: text(t.LineExtensionAmount),
    ...Object.fromEntries(byRate),
    vergidahil: text(t.TaxInclusiveAmount),
    odenecek: text(t.PayableAmount),
  });
}

/** The invoice's PDF from its UBL-TR XML; `test` prints 'Test' across every page (the local provider). */
export async function invoicePdf(xml: string, opts: { test: boolean; logo?: Buffer }): Promise<Buffer> {
  const inv = parser.parse(xml).Invoice as Node;
  const supplier = inv.AccountingSupplierParty.Party as Node;
  const profile = text(inv.ProfileID);
  const doc = await startDocument({
    title: TITLES[profile] ?? 'Fatura',
    seller: {
      name: text(supplier.PartyName?.Name),
      address: `${text(supplier.PostalAddress?.StreetName)} ${text(supplier.PostalAddress?.CitySubdivisionName)}/${text(supplier.PostalAddress?.CityName)}`,
      phone: text(supplier.Contact?.Telephone),
      email: text(supplier.Contact?.ElectronicMail),
    },
    facts: [
      ['Fatura No', text(inv.ID)],
      ['Tarih', `${formatDate(`${text(inv.IssueDate)}T12:00:00+03:00`)} ${text(inv.IssueTime).slice(0, 5)}`],
      ['Senaryo', SCENARIOS[profile] ?? profile],
      ['Fatura Tipi', TYPES[text(inv.InvoiceTypeCode)] ?? text(inv.InvoiceTypeCode)],
      ['Sipariş No', text(inv.OrderReference?.ID)],
    ],
    ...(opts.test ? { watermark: 'Test' } : {}),
    ...(opts.logo ? { logo: opts.logo } : {}),
  });
  section(doc, 'Satıcı');
  pairs(doc, partyLines(supplier));
  section(doc, 'Alıcı');
  pairs(doc, partyLines(inv.AccountingCustomerParty.Party as Node));
  section(doc, 'Mal / Hizmet');
  table(
    doc,
    [
      { header: 'Mal / Hizmet', share: 0.34 },
      { header: 'Miktar', share: 0.08, align: 'right' },
      { header: 'Birim Fiyat', share: 0.13, align: 'right' },
      { header: 'İskonto', share: 0.11, align: 'right' },
      { header: 'KDV %', share: 0.08, align: 'right' },
      { header: 'KDV', share: 0.12, align: 'right' },
      { header: 'Tutar', share: 0.14, align: 'right' },
    ],
    (inv.InvoiceLine as Node[]).map((l) => [
      text(l.Item?.Name),
      text(l.InvoicedQuantity),
      money(l.Price?.PriceAmount),
      l.AllowanceCharge ? money(l.AllowanceCharge.Amount) : '—',
      `%${text(l.TaxTotal?.TaxSubtotal?.[0]?.Percent)}`,
      money(l.TaxTotal?.TaxAmount),
      money(l.LineExtensionAmount),
    ]),
  );
  const t = inv.LegalMonetaryTotal as Node;
  const subtotals = (inv.TaxTotal?.TaxSubtotal ?? []) as Node[];
  totals(doc, [
    ['Mal / Hizmet Toplam Tutarı', money(t.LineExtensionAmount)],
    ['Toplam İskonto', money(t.AllowanceTotalAmount)],
    ...subtotals.flatMap((s): Array<[string, string]> => [
      [`KDV Matrahı (%${text(s.Percent)})`, money(s.TaxableAmount)],
      [`Hesaplanan KDV (%${text(s.Percent)})`, money(s.TaxAmount)],
    ]),
    ['Vergiler Dahil Toplam Tutar', money(t.TaxInclusiveAmount)],
    ['Ödenecek Tutar', money(t.PayableAmount)],
  ]);
  section(doc, 'Belge');
  pairs(doc, [['ETTN', text(inv.UUID)]]);
  await qrCode(doc, invoiceQrPayload(xml));
  const exemption = subtotals.find((s) => s.TaxCategory?.TaxExemptionReasonCode);
  if (exemption) {
    note(
      doc,
      `KDV muafiyet sebebi: ${text(exemption.TaxCategory.TaxExemptionReasonCode)} ${text(exemption.TaxCategory.TaxExemptionReason)}`,
    );
  }
  if (profile === 'EARSIVFATURA') {
    const means = inv.PaymentMeans as Node | undefined;
    note(
      doc,
      [
        'Bu satış internet üzerinden yapılmıştır.',
        `Web adresi: ${text(supplier.WebsiteURI)}`,
        means ? `Ödeme şekli: ${PAYMENT[text(means.PaymentMeansCode)] ?? text(means.InstructionNote)}` : '',
        means?.PaymentDueDate ? `Ödeme tarihi: ${formatDate(`${text(means.PaymentDueDate)}T12:00:00+03:00`)}` : '',
        'e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  for (const n of (inv.Note ?? []) as unknown[]) note(doc, text(n));
  if (opts.test) note(doc, "Test belgesidir: GİB'e gönderilmemiştir, mali değeri yoktur.");
  return finishDocument(doc);
}

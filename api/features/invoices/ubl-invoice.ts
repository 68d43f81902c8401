import { XMLBuilder } from 'fast-xml-parser';
import { fromKurus } from '../../shared/money.ts';
import {
  invoiceTotals,
  ZERO_RATE_EXEMPTION,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceParty,
} from './invoice-model.ts';

// The UBL-TR 1.2 invoice (UBL 2.1 Invoice, CustomizationID TR1.2) the shop files with GİB, built as
// a tree and written by fast-xml-parser's XMLBuilder, which escapes every text and attribute. The
// element order is the UBL 2.1 schema's sequence; tests check the result against the UBL 2.1 XSD
// and GİB's schematron (tests/fixtures/ubl-tr).

const NS = {
  '@_xmlns': 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  '@_xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  '@_xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  '@_xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

type Node = Record<string, unknown>;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
});

const amount = (kurus: number) => ({ '@_currencyID': 'TRY', '#text': fromKurus(kurus) });
const text = (value: string, attrs: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(attrs).map(([k, v]) => [`@_${k}`, v])),
  '#text': value,
});

/** UN/ECE recommendation 20 codes for the shop's units; anything else is a piece. */
const UNIT_CODES: Record<string, string> = {
  adet: 'C62',
  metre: 'MTR',
  m: 'MTR',
  kg: 'KGM',
  paket: 'PA',
  kutu: 'BX',
  rulo: 'RO',
  takım: 'SET',
  litre: 'LTR',
};
export const unitCode = (unit: string) => UNIT_CODES[unit.trim().toLocaleLowerCase('tr-TR')] ?? 'C62';

function address(p: InvoiceParty): Node {
  return {
    'cbc:StreetName': p.street || undefined,
    'cbc:CitySubdivisionName': p.district,
    'cbc:CityName': p.city,
    'cbc:PostalZone': p.postalCode || undefined,
    'cac:Country': { 'cbc:IdentificationCode': 'TR', 'cbc:Name': 'Türkiye' },
  };
}

/** A person's name split as GİB asks: the last word is the family name. */
export function personName(full: string): { first: string; family: string } {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return { first: words[0] ?? '', family: words[0] ?? '' };
  return { first: words.slice(0, -1).join(' '), family: words.at(-1)! };
}

function party(p: InvoiceParty): Node {
  const node: Node = {
    'cbc:WebsiteURI': p.website || undefined,
    'cac:PartyIdentification': { 'cbc:ID': text(p.id, { schemeID: p.scheme }) },
  };
  if (p.scheme === 'VKN') node['cac:PartyName'] = { 'cbc:Name': p.name };
  node['cac:PostalAddress'] = address(p);
  if (p.taxOffice) node['cac:PartyTaxScheme'] = { 'cac:TaxScheme': { 'cbc:Name': p.taxOffice } };
  if (p.email || p.phone) {
    node['cac:Contact'] = { 'cbc:Telephone': p.phone || undefined, 'cbc:ElectronicMail': p.email || undefined };
  }
  if (p.scheme === 'TCKN') {
    const { first, family } = personName(p.name);
    node['cac:Person'] = { 'cbc:FirstName': first, 'cbc:FamilyName': family };
  }
  return { 'cac:Party': node };
}

function taxSubtotal(baseKurus: number, vatKurus: number, rate: number, sequence: number): Node {
  return {
    'cbc:TaxableAmount': amount(baseKurus),
    'cbc:TaxAmount': amount(vatKurus),
    'cbc:CalculationSequenceNumeric': String(sequence),
    'cbc:Percent': String(rate),
    'cac:TaxCategory': {
      ...(vatKurus === 0
        ? {
            'cbc:TaxExemptionReasonCode': ZERO_RATE_EXEMPTION.code,
            'cbc:TaxExemptionReason': ZERO_RATE_EXEMPTION.reason,
          }
        : {}),
      'cac:TaxScheme': { 'cbc:Name': 'KDV', 'cbc:TaxTypeCode': '0015' },
    },
  };
}

function invoiceLine(l: InvoiceLine, index: number): Node {
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': text(String(l.quantity), { unitCode: unitCode(l.unit) }),
    'cbc:LineExtensionAmount': amount(l.netKurus),
    'cac:AllowanceCharge':
      l.discountKurus > 0
        ? {
            'cbc:ChargeIndicator': 'false',
            'cbc:AllowanceChargeReason': 'İskonto',
            'cbc:Amount': amount(l.discountKurus),
            'cbc:BaseAmount': amount(l.listKurus),
          }
        : undefined,
    'cac:TaxTotal': {
      'cbc:TaxAmount': amount(l.vatKurus),
      'cac:TaxSubtotal': taxSubtotal(l.netKurus, l.vatKurus, l.vatRate, 1),
    },
    'cac:Item': { 'cbc:Name': l.name },
    'cac:Price': { 'cbc:PriceAmount': amount(l.unitPriceKurus) },
  };
}

/** The e-Arşiv internet-sale details: how and when it was paid, and who carried it. */
function internetSaleNodes(doc: InvoiceDocument): Node {
  const sale = doc.internetSale;
  if (!sale) return {};
  return {
    // The carrier as a party when the admin set its VKN and office (decision 0332); its name is
    // also in a note (notesOf), which is all a carrier without them gets.
    'cac:Delivery':
      sale.shippedDate || sale.carrierParty
        ? {
            'cac:CarrierParty': sale.carrierParty ? party(sale.carrierParty)['cac:Party'] : undefined,
            'cac:Despatch': sale.shippedDate ? { 'cbc:ActualDespatchDate': sale.shippedDate } : undefined,
          }
        : undefined,
    'cac:PaymentMeans': {
      // UN/ECE 4461: 48 bank card, 42 payment to a bank account.
      'cbc:PaymentMeansCode': sale.paymentMethod === 'card' ? '48' : '42',
      'cbc:PaymentDueDate': sale.paymentDate,
      'cbc:InstructionNote': sale.paymentMethod === 'card' ? 'KREDIKARTI/BANKAKARTI' : 'EFT/HAVALE',
    },
  };
}

/** The invoice as UBL-TR 1.2 XML (UTF-8, with its declaration). */
export function buildUblInvoice(doc: InvoiceDocument): string {
  const totals = invoiceTotals(doc.lines);
  const sale = internetSaleNodes(doc);
  const invoice: Node = {
    ...NS,
    // The integrator puts its XAdES signature here; until then the placeholder of GİB's samples.
    'ext:UBLExtensions': { 'ext:UBLExtension': { 'ext:ExtensionContent': { 'auto-generated_for_wildcard': '' } } },
    'cbc:UBLVersionID': '2.1',
    'cbc:CustomizationID': 'TR1.2',
    'cbc:ProfileID': doc.profile,
    'cbc:ID': doc.number,
    'cbc:CopyIndicator': 'false',
    'cbc:UUID': doc.uuid,
    'cbc:IssueDate': doc.issueDate,
    'cbc:IssueTime': doc.issueTime,
    'cbc:InvoiceTypeCode': doc.typeCode,
    'cbc:Note': doc.notes.length ? doc.notes : undefined,
    'cbc:DocumentCurrencyCode': 'TRY',
    'cbc:LineCountNumeric': String(doc.lines.length),
    'cac:OrderReference': { 'cbc:ID': doc.orderNumber, 'cbc:IssueDate': doc.orderDate },
    'cac:BillingReference': doc.returns
      ? {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': doc.returns.number,
            'cbc:IssueDate': doc.returns.issueDate,
            'cbc:DocumentTypeCode': 'IADE',
          },
        }
      : undefined,
    'cac:AdditionalDocumentReference': doc.internetSale
      ? {
          'cbc:ID': doc.internetSale.website,
          'cbc:IssueDate': doc.issueDate,
          'cbc:DocumentType': 'INTERNET_SATIS',
        }
      : undefined,
    'cac:Signature': {
      'cbc:ID': text(doc.seller.id, { schemeID: 'VKN_TCKN' }),
      'cac:SignatoryParty': {
        'cac:PartyIdentification': { 'cbc:ID': text(doc.seller.id, { schemeID: doc.seller.scheme }) },
        'cac:PostalAddress': address(doc.seller),
      },
      'cac:DigitalSignatureAttachment': { 'cac:ExternalReference': { 'cbc:URI': `#Signature_${doc.number}` } },
    },
    'cac:AccountingSupplierParty': party(doc.seller),
    'cac:AccountingCustomerParty': party(doc.buyer),
    ...sale,
    'cac:TaxTotal': {
      'cbc:TaxAmount': amount(totals.taxKurus),
      'cac:TaxSubtotal': totals.byRate.map((r, i) => taxSubtotal(r.baseKurus, r.vatKurus, r.rate, i + 1)),
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(totals.lineExtensionKurus),
      'cbc:TaxExclusiveAmount': amount(totals.taxExclusiveKurus),
      'cbc:TaxInclusiveAmount': amount(totals.taxInclusiveKurus),
      'cbc:AllowanceTotalAmount': amount(totals.discountKurus),
      'cbc:PayableAmount': amount(totals.payableKurus),
    },
    'cac:InvoiceLine': doc.lines.map(invoiceLine),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ Invoice: invoice }) as string}`;
}

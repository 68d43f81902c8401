// The shop's printed documents (account statements, quotes, invoices) share one look: A4, the
// shop's fonts with every Turkish letter, its mark and name at the top, the document's facts on
// the right, page numbers at the foot. Each document module only says what goes in the body.
import type {} from 'pdfkit'; // its global PDFKit types
import { barcodes, pdfKit, qrCodes } from '../core/rare-libraries.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fontFile = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));
const REGULAR = 'shop-regular';
const BOLD = 'shop-bold';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const MARGIN = 48;

/** The bolt mark of the site's favicon, drawn from the same file so there is one home for it. */
const mark = (() => {
  const svg = readFileSync(fileURLToPath(new URL('../../site/public/favicon.svg', import.meta.url)), 'utf8');
  const attr = (element: string, name: string) =>
    new RegExp(`<${element}[^>]*\\s${name}="([^"]+)"`).exec(svg)?.[1] ?? '';
  return { background: attr('rect', 'fill'), bolt: attr('path', 'd'), boltColour: attr('path', 'fill') };
})();

export interface Seller {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface DocumentHead {
  /** 'Cari Hesap Ekstresi', 'Teklif', 'e-Arşiv Fatura' … */
  title: string;
  seller: Seller;
  /** Label and value pairs beside the title: number, date, validity … */
  facts: Array<[string, string]>;
  /** Printed across every page when the document was issued nowhere (a test provider, a draft). */
  watermark?: string;
  /** The company logo setting's image (PNG or JPEG); the shop's bolt mark when absent. */
  logo?: Buffer;
}

export type Pdf = PDFKit.PDFDocument;

/** A new document with its head drawn; write the body, then `finishDocument`. */
export async function startDocument(head: DocumentHead): Promise<Pdf> {
  const PDFDocument = await pdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: head.title, Author: head.seller.name, Creator: head.seller.name },
    lang: 'tr-TR',
  });
  doc.registerFont(REGULAR, fontFile('DejaVuSans.ttf'));
  doc.registerFont(BOLD, fontFile('DejaVuSans-Bold.ttf'));
  drawHead(doc, head);
  if (head.watermark) watermarks.set(doc, head.watermark);
  return doc;
}

/** A new page with its own head: several documents of one kind in one file (packing slips). */
export function nextDocument(doc: Pdf, head: DocumentHead) {
  doc.addPage();
  drawHead(doc, head);
}

function drawHead(doc: Pdf, head: DocumentHead) {
  doc.font(REGULAR).fontSize(9).fillColor(INK);
  const top = doc.y;
  drawLogo(doc, head.logo, MARGIN, top);
  const sellerX = MARGIN + 44;
  doc.font(BOLD).fontSize(12).text(head.seller.name, sellerX, top, { width: 250 });
  doc.font(REGULAR).fontSize(8).fillColor(MUTED);
  doc.text(head.seller.address, { width: 250 });
  doc.text(`${head.seller.phone} · ${head.seller.email}`, { width: 250 });
  const sellerBottom = doc.y;

  const factsX = doc.page.width - MARGIN - 200;
  doc.font(BOLD).fontSize(14).fillColor(INK).text(head.title, factsX, top, { width: 200, align: 'right' });
  doc.fontSize(8);
  doc.moveDown(0.3);
  for (const [label, value] of head.facts) {
    const y = doc.y;
    doc.font(REGULAR).fillColor(MUTED).text(label, factsX, y, { width: 90 });
    doc
      .font(BOLD)
      .fillColor(INK)
      .text(value, factsX + 90, y, { width: 110, align: 'right' });
  }
  doc.y = Math.max(sellerBottom, doc.y) + 12;
  rule(doc);
  doc.x = MARGIN;
  doc.font(REGULAR).fontSize(9).fillColor(INK);
}

const watermarks = new WeakMap<Pdf, string>();

function drawLogo(doc: Pdf, logo: Buffer | undefined, x: number, y: number) {
  if (logo) {
    try {
      doc.image(logo, x, y, { fit: [36, 36] });
      return;
    } catch {
      // An image pdfkit cannot read (SVG, WebP) falls back to the mark rather than failing the document.
    }
  }
  doc.save();
  doc.roundedRect(x, y, 36, 36, 8).fill(mark.background || '#1e3a8a');
  doc.translate(x, y).scale(36 / 32);
  doc.path(mark.bolt).fill(mark.boltColour || '#facc15');
  doc.restore();
}

/** A thin line across the page under the cursor. */
export function rule(doc: Pdf) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 8;
}

/** A bold heading, then an optional paragraph. */
export function section(doc: Pdf, heading: string, text?: string) {
  doc.x = MARGIN;
  doc
    .moveDown(0.5)
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(heading, { width: contentWidth(doc) });
  if (text)
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(text, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

/** Label and value lines, e.g. the buyer's identity. */
export function pairs(doc: Pdf, lines: Array<[string, string]>) {
  doc.x = MARGIN;
  for (const [label, value] of lines) {
    doc.font(REGULAR).fillColor(MUTED).fontSize(9).text(`${label}: `, { continued: true });
    doc
      .font(REGULAR)
      .fillColor(INK)
      .text(value || '-');
  }
}

export interface Column {
  header: string;
  /** Share of the page's width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/** A table that breaks across pages and repeats its header on each. */
export function table(doc: Pdf, columns: Column[], rows: string[][]) {
  const width = contentWidth(doc);
  const widths = columns.map((c) => c.share * width);
  const drawRow = (cells: string[], font: string, colour: string) => {
    doc.font(font).fontSize(8);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (font !== BOLD) drawRow(headers, BOLD, MUTED);
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.fillColor(colour).text(cell, x + 3, y + 3, { width: widths[i]! - 6, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc.y = y + height;
    doc.x = MARGIN;
    rule(doc);
    doc.y -= 8;
  };
  const headers = columns.map((c) => c.header);
  drawRow(headers, BOLD, MUTED);
  for (const row of rows) drawRow(row, REGULAR, INK);
  doc.moveDown(0.5);
}

/** Right-aligned totals; the last line bold (the sum the reader looks for). */
export function totals(doc: Pdf, lines: Array<[string, string]>) {
  const width = 260;
  const x = doc.page.width - MARGIN - width;
  lines.forEach(([label, value], i) => {
    const font = i === lines.length - 1 ? BOLD : REGULAR;
    const y = doc.y;
    doc
      .font(font)
      .fontSize(9)
      .fillColor(INK)
      .text(label, x, y, { width: width - 110 });
    doc.text(value, x + width - 110, y, { width: 110, align: 'right' });
  });
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

/** A QR code of `text`, `size` points wide, at the right margin from the cursor down; the cursor moves below it. */
export async function qrCode(doc: Pdf, text: string, size = 96) {
  const { modules } = (await qrCodes()).create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  const x = doc.page.width - MARGIN - size;
  if (doc.y + size > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.save().fillColor(INK);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill().restore();
  doc.y = y + size + 6;
  doc.x = MARGIN;
}

/**
 * A Code 128 barcode of `text` (bwip-js encodes it; drawn as vector bars, so it prints sharp at
 * any size), `height` points tall at the right margin from the cursor down, the text under it.
 */
export async function barcode(doc: Pdf, text: string, height = 36) {
  const [symbol] = (await barcodes()).raw('code128', text, {}) as { sbs: number[] }[];
  const modules = symbol!.sbs.reduce((sum, w) => sum + w, 0);
  const module = Math.min(1.2, 200 / modules);
  const width = modules * module;
  const x0 = doc.page.width - MARGIN - width;
  if (doc.y + height + 12 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.save().fillColor(INK);
  let x = x0;
  symbol!.sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, y, w * module, height);
    x += w * module;
  });
  doc.fill().restore();
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(INK)
    .text(text, x0, y + height + 2, { width, align: 'center' });
  doc.y = y + height + 14;
  doc.x = MARGIN;
}

/** Small grey text, e.g. a legal note or the terms of a quote. */
export function note(doc: Pdf, text: string) {
  doc.x = MARGIN;
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(text, { width: contentWidth(doc) });
  doc.fillColor(INK).fontSize(9);
}

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;

/** Numbers the pages, stamps the watermark and answers the finished file's bytes. */
export function finishDocument(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  const watermark = watermarks.get(doc);
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would add a page; lift it for the footer only.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`Sayfa ${i - start + 1} / ${count}`, MARGIN, doc.page.height - MARGIN, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
    if (watermark) {
      doc.save();
      doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc
        .font(BOLD)
        .fontSize(96)
        .fillColor('#dc2626')
        .opacity(0.15)
        .text(watermark, 0, doc.page.height / 2 - 48, { width: doc.page.width, align: 'center', lineBreak: false });
      doc.restore();
    }
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

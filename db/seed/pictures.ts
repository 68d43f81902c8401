// Demo pictures drawn as SVG (no text, so no fonts are needed) and rasterised
// with sharp, plus a tiny hand-written PDF for the catalogue downloads.
import { sharpImages } from '#api/core/rare-libraries.ts';

export type Pictogram =
  | 'coil'
  | 'data'
  | 'bulb'
  | 'panel'
  | 'floodlight'
  | 'fixture'
  | 'emergency'
  | 'breaker'
  | 'rcd'
  | 'mccb'
  | 'contactor'
  | 'surge'
  | 'socket'
  | 'switch'
  | 'sensor'
  | 'duct'
  | 'spiral'
  | 'tie'
  | 'junction'
  | 'terminal'
  | 'enclosure'
  | 'cabinet'
  | 'rod'
  | 'ground'
  | 'lightning'
  | 'plug'
  | 'wall-socket'
  | 'combo'
  | 'multimeter'
  | 'clamp'
  | 'analyzer'
  | 'tester'
  | 'catalog'
  | 'logo';

const W = '#fff';

/** Pictogram bodies in a 100×100 box; `a` is the accent colour used for holes and details. */
const PICTOGRAMS: Record<Pictogram, (a: string) => string> = {
  coil: () =>
    `<g fill="none" stroke="${W}" stroke-width="5"><circle cx="48" cy="48" r="28"/><circle cx="48" cy="48" r="19"/><circle cx="48" cy="48" r="10"/><path d="M76 48c4 12-2 22 10 32" stroke-linecap="round"/></g><circle cx="48" cy="48" r="4" fill="${W}"/>`,
  data: (a) =>
    `<path d="M50 66v24" stroke="${W}" stroke-width="7" stroke-linecap="round"/><rect x="34" y="34" width="32" height="34" rx="4" fill="${W}"/><rect x="38" y="16" width="24" height="22" rx="2" fill="${W}"/>${[42, 46, 50, 54, 58].map((x) => `<path d="M${x} 19v9" stroke="${a}" stroke-width="1.8"/>`).join('')}<rect x="42" y="46" width="16" height="6" rx="2" fill="${a}" opacity=".35"/>`,
  bulb: (a) =>
    `<circle cx="50" cy="40" r="21" fill="${W}"/><path d="M38 55h24l-3 10H41z" fill="${W}"/><rect x="41" y="67" width="18" height="4" rx="2" fill="${W}"/><rect x="41" y="73" width="18" height="4" rx="2" fill="${W}"/><path d="M45 80h10l-2 5h-6z" fill="${W}"/><path d="M44 50l3-10 3 7 3-7 3 10" fill="none" stroke="${a}" stroke-width="2" stroke-linejoin="round"/><g stroke="${W}" stroke-width="3" stroke-linecap="round" opacity=".8"><path d="M50 8v6M20 18l5 5M80 18l-5 5M12 40h6M82 40h6"/></g>`,
  panel: (a) =>
    `<path d="M14 62 50 80 86 62 50 44z" fill="${W}" opacity=".55"/><path d="M14 56 50 74 86 56 50 38z" fill="${W}"/><path d="M22 56 50 70 78 56 50 42z" fill="${a}" opacity=".18"/><path d="M36 63 64 49M36 49l28 14" stroke="${a}" stroke-width="1" opacity=".4"/><g stroke="${W}" stroke-width="2.5" stroke-linecap="round" opacity=".8"><path d="M50 16v12M30 22l6 10M70 22l-6 10"/></g>`,
  floodlight: (a) =>
    `<path d="M16 40v28h68V40M50 68v14M36 84h28" fill="none" stroke="${W}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="46" r="3.5" fill="${W}"/><circle cx="84" cy="46" r="3.5" fill="${W}"/><rect x="22" y="26" width="56" height="38" rx="5" fill="${W}"/><rect x="28" y="32" width="44" height="26" rx="2" fill="${a}" opacity=".3"/><path d="M36 36h28M36 45h28M36 54h28" stroke="${W}" stroke-width="1.4" opacity=".8"/><g stroke="${W}" stroke-width="3" stroke-linecap="round" opacity=".8"><path d="M50 8v10M28 12l5 9M72 12l-5 9"/></g>`,
  fixture: (a) =>
    `<rect x="10" y="36" width="80" height="28" rx="14" fill="${W}"/><rect x="18" y="42" width="64" height="6" rx="3" fill="${a}" opacity=".35"/><rect x="18" y="52" width="64" height="6" rx="3" fill="${a}" opacity=".35"/><rect x="26" y="33" width="6" height="34" rx="2" fill="${W}" stroke="${a}" stroke-width="1.2"/><rect x="68" y="33" width="6" height="34" rx="2" fill="${W}" stroke="${a}" stroke-width="1.2"/>`,
  emergency: (a) =>
    `<rect x="14" y="30" width="72" height="40" rx="5" fill="${W}"/><rect x="22" y="37" width="16" height="26" rx="1.5" fill="${a}" opacity=".8"/><path d="M46 50h22m-8-8 8 8-8 8" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  breaker: (a) =>
    `<rect x="35" y="14" width="30" height="72" rx="3" fill="${W}"/><circle cx="50" cy="21" r="3.5" fill="${a}" opacity=".6"/><circle cx="50" cy="79" r="3.5" fill="${a}" opacity=".6"/><rect x="41" y="34" width="18" height="30" rx="2" fill="${a}"/><rect x="43.5" y="36" width="13" height="13" rx="2" fill="${W}"/><rect x="40" y="68" width="20" height="3" rx="1.5" fill="${a}" opacity=".4"/>`,
  rcd: (a) =>
    `<rect x="24" y="14" width="52" height="72" rx="3" fill="${W}"/>${[34, 66].map((x) => `<circle cx="${x}" cy="21" r="3.5" fill="${a}" opacity=".6"/><circle cx="${x}" cy="79" r="3.5" fill="${a}" opacity=".6"/>`).join('')}<rect x="32" y="34" width="18" height="30" rx="2" fill="${a}"/><rect x="34.5" y="36" width="13" height="13" rx="2" fill="${W}"/><circle cx="63" cy="44" r="5" fill="${a}" opacity=".85"/><rect x="56" y="56" width="14" height="3" rx="1.5" fill="${a}" opacity=".4"/>`,
  mccb: (a) =>
    `<rect x="20" y="12" width="60" height="76" rx="4" fill="${W}"/>${[34, 50, 66].map((x) => `<circle cx="${x}" cy="20" r="3.5" fill="${a}" opacity=".6"/><circle cx="${x}" cy="80" r="3.5" fill="${a}" opacity=".6"/>`).join('')}<rect x="28" y="30" width="44" height="40" rx="3" fill="${a}" opacity=".15"/><rect x="42" y="36" width="16" height="28" rx="2" fill="${a}"/><rect x="44.5" y="38" width="11" height="12" rx="2" fill="${W}"/>`,
  contactor: (a) =>
    `<rect x="24" y="16" width="52" height="68" rx="4" fill="${W}"/>${[36, 50, 64].map((x) => `<circle cx="${x}" cy="24" r="4" fill="${a}" opacity=".6"/><circle cx="${x}" cy="76" r="4" fill="${a}" opacity=".6"/>`).join('')}<rect x="34" y="38" width="32" height="24" rx="2" fill="${a}" opacity=".85"/><rect x="44" y="44" width="12" height="12" rx="1.5" fill="${W}"/>`,
  surge: (a) =>
    `<rect x="30" y="14" width="40" height="72" rx="3" fill="${W}"/><circle cx="42" cy="21" r="3.5" fill="${a}" opacity=".6"/><circle cx="58" cy="21" r="3.5" fill="${a}" opacity=".6"/><circle cx="50" cy="79" r="3.5" fill="${a}" opacity=".6"/><path d="M54 30 40 54h9l-4 18 15-26h-9z" fill="${a}"/>`,
  socket: (a) =>
    `<rect x="16" y="16" width="68" height="68" rx="12" fill="${W}"/><circle cx="50" cy="50" r="22" fill="${a}" opacity=".14"/><circle cx="50" cy="50" r="22" fill="none" stroke="${a}" stroke-width="1.2" opacity=".5"/><circle cx="40" cy="50" r="4" fill="${a}"/><circle cx="60" cy="50" r="4" fill="${a}"/><rect x="47.5" y="29" width="5" height="6" rx="1" fill="${a}" opacity=".7"/><rect x="47.5" y="65" width="5" height="6" rx="1" fill="${a}" opacity=".7"/>`,
  switch: (a) =>
    `<rect x="16" y="16" width="68" height="68" rx="12" fill="${W}"/><rect x="32" y="28" width="36" height="44" rx="5" fill="none" stroke="${a}" stroke-width="1.5" opacity=".6"/><path d="M34 50h32" stroke="${a}" stroke-width="1" opacity=".4"/><rect x="46" y="36" width="8" height="3" rx="1.5" fill="${a}" opacity=".7"/>`,
  sensor: () =>
    `<rect x="16" y="22" width="68" height="8" rx="3" fill="${W}"/><path d="M30 30a20 20 0 0 0 40 0z" fill="${W}"/><g fill="none" stroke="${W}" stroke-width="3.5" stroke-linecap="round" opacity=".85"><path d="M36 62q14 9 28 0"/><path d="M28 72q22 14 44 0"/><path d="M20 82q30 18 60 0" opacity=".7"/></g>`,
  duct: (a) =>
    `<path d="M10 46h68v20H10z" fill="${W}"/><path d="M10 46l12-12h68L78 46z" fill="${W}" opacity=".75"/><path d="M78 46l12-12v20L78 66z" fill="${W}" opacity=".55"/><path d="M12 50h64" stroke="${a}" stroke-width="1.2" opacity=".5"/>`,
  spiral: (a) =>
    `<rect x="10" y="38" width="80" height="24" rx="12" fill="${W}"/>${Array.from({ length: 12 }, (_, i) => `<path d="M${18 + i * 6} 40v20" stroke="${a}" stroke-width="1.6" opacity=".35"/>`).join('')}`,
  tie: (a) =>
    `<circle cx="44" cy="44" r="22" fill="none" stroke="${W}" stroke-width="6"/><rect x="56" y="56" width="14" height="12" rx="2" fill="${W}"/><rect x="60" y="59" width="6" height="6" fill="${a}" opacity=".5"/><path d="M70 66l16 18" stroke="${W}" stroke-width="6" stroke-linecap="round"/>`,
  junction: (a) =>
    `<rect x="45" y="12" width="10" height="10" rx="2" fill="${W}"/><rect x="45" y="78" width="10" height="10" rx="2" fill="${W}"/><rect x="12" y="45" width="10" height="10" rx="2" fill="${W}"/><rect x="78" y="45" width="10" height="10" rx="2" fill="${W}"/><circle cx="50" cy="50" r="30" fill="${W}"/><circle cx="50" cy="50" r="22" fill="none" stroke="${a}" stroke-width="1.5" opacity=".5"/><circle cx="50" cy="50" r="4" fill="${a}" opacity=".7"/>`,
  terminal: (a) =>
    `<rect x="8" y="64" width="84" height="7" rx="1.5" fill="${W}" opacity=".6"/>${[14, 29, 44, 59, 74].map((x) => `<rect x="${x}" y="24" width="13" height="46" rx="2" fill="${W}"/><circle cx="${x + 6.5}" cy="34" r="3.2" fill="${a}" opacity=".7"/><circle cx="${x + 6.5}" cy="58" r="3.2" fill="${a}" opacity=".7"/>`).join('')}`,
  enclosure: (a) =>
    `<rect x="14" y="18" width="72" height="64" rx="5" fill="${W}"/><rect x="20" y="36" width="60" height="28" rx="2" fill="${a}" opacity=".18"/>${[24, 33, 42, 51, 60, 69].map((x) => `<rect x="${x}" y="39" width="7" height="22" rx="1" fill="${W}"/><rect x="${x + 1.5}" y="46" width="4" height="5" fill="${a}"/>`).join('')}<rect x="20" y="24" width="60" height="5" rx="2" fill="${a}" opacity=".3"/>`,
  cabinet: (a) =>
    `<rect x="26" y="10" width="48" height="80" rx="3" fill="${W}"/><rect x="31" y="15" width="38" height="70" rx="2" fill="none" stroke="${a}" stroke-width="1.2" opacity=".5"/><rect x="62" y="42" width="3.5" height="14" rx="1.5" fill="${a}"/><path d="M38 24h18M38 28h18M38 32h18" stroke="${a}" stroke-width="1.2" opacity=".45"/>`,
  rod: (a) =>
    `<path d="M12 40h76" stroke="${W}" stroke-width="3.5" stroke-linecap="round"/><g stroke="${W}" stroke-width="1.5" opacity=".45"><path d="M18 46l-6 6M30 46l-6 6M42 46l-6 6M66 46l-6 6M78 46l-6 6M90 46l-6 6"/></g><path d="M47 16h6v64l-3 8-3-8z" fill="${W}"/><rect x="42" y="30" width="16" height="7" rx="2" fill="${W}" stroke="${a}" stroke-width="1.2"/>`,
  ground: () =>
    `<g stroke="${W}" stroke-width="6" stroke-linecap="round"><path d="M50 14v34"/><path d="M24 48h52"/><path d="M33 60h34"/><path d="M42 72h16"/><path d="M48 84h4"/></g>`,
  lightning: (a) =>
    `<path d="M50 34v54M40 88h20" stroke="${W}" stroke-width="4.5" stroke-linecap="round"/><circle cx="50" cy="28" r="9" fill="${W}"/><path d="M50 8v12" stroke="${W}" stroke-width="3" stroke-linecap="round"/><path d="M78 10 64 34h9l-7 20 18-28h-9l5-16z" fill="${W}"/><circle cx="50" cy="28" r="3.5" fill="${a}" opacity=".6"/>`,
  plug: (a) =>
    `<ellipse cx="50" cy="22" rx="20" ry="6" fill="${W}"/><rect x="30" y="22" width="40" height="38" fill="${W}"/><rect x="25" y="56" width="50" height="9" rx="3" fill="${W}"/><path d="M38 65h24l-5 20H43z" fill="${W}"/><path d="M50 85v9" stroke="${W}" stroke-width="6"/><path d="M30 32h40M30 40h40" stroke="${a}" stroke-width="1.2" opacity=".35"/><ellipse cx="50" cy="22" rx="14" ry="3.5" fill="${a}" opacity=".3"/>`,
  'wall-socket': (a) =>
    `<rect x="20" y="28" width="60" height="60" rx="8" fill="${W}"/><circle cx="50" cy="50" r="22" fill="${W}" stroke="${a}" stroke-width="1.5"/>${[0, 72, 144, 216, 288].map((d) => `<circle cx="${(50 + 11 * Math.sin((d * Math.PI) / 180)).toFixed(1)}" cy="${(50 - 11 * Math.cos((d * Math.PI) / 180)).toFixed(1)}" r="2.6" fill="${a}"/>`).join('')}<rect x="42" y="18" width="16" height="8" rx="2" fill="${W}"/>`,
  combo: (a) =>
    `<rect x="12" y="18" width="76" height="66" rx="5" fill="${W}"/><rect x="20" y="26" width="60" height="18" rx="2" fill="${a}" opacity=".18"/>${[26, 36, 46, 56, 66].map((x) => `<rect x="${x}" y="28" width="7" height="14" rx="1" fill="${a}" opacity=".6"/>`).join('')}<circle cx="34" cy="64" r="11" fill="${a}" opacity=".2"/><circle cx="66" cy="64" r="11" fill="${a}" opacity=".2"/><circle cx="34" cy="64" r="3" fill="${a}"/><circle cx="66" cy="64" r="3" fill="${a}"/>`,
  multimeter: (a) =>
    `<rect x="28" y="10" width="44" height="80" rx="7" fill="${W}"/><rect x="34" y="17" width="32" height="20" rx="2" fill="${a}" opacity=".35"/><circle cx="50" cy="56" r="11" fill="none" stroke="${a}" stroke-width="3"/><path d="M50 56l6-7" stroke="${a}" stroke-width="3" stroke-linecap="round"/><circle cx="38" cy="79" r="3" fill="${a}"/><circle cx="50" cy="79" r="3" fill="${a}"/><circle cx="62" cy="79" r="3" fill="${a}" opacity=".5"/>`,
  clamp: (a) =>
    `<path d="M42 44A18 18 0 1 1 58 44" fill="none" stroke="${W}" stroke-width="8" stroke-linecap="round"/><rect x="36" y="42" width="28" height="48" rx="6" fill="${W}"/><rect x="41" y="50" width="18" height="12" rx="2" fill="${a}" opacity=".35"/><circle cx="50" cy="75" r="5" fill="none" stroke="${a}" stroke-width="2"/>`,
  analyzer: (a) =>
    `<rect x="16" y="16" width="68" height="68" rx="5" fill="${W}"/><rect x="24" y="24" width="52" height="34" rx="2" fill="${a}" opacity=".85"/>${[30, 38, 46, 54, 62].map((x, i) => `<rect x="${x}" y="${50 - [10, 18, 13, 22, 8][i]!}" width="5" height="${[10, 18, 13, 22, 8][i]}" fill="${W}" opacity=".9"/>`).join('')}${[32, 44, 56, 68].map((x) => `<circle cx="${x}" cy="70" r="3.5" fill="${a}" opacity=".55"/>`).join('')}`,
  tester: (a) =>
    `<path d="M38 26v-8h24v8" fill="none" stroke="${W}" stroke-width="4"/><rect x="18" y="26" width="64" height="52" rx="6" fill="${W}"/><rect x="26" y="34" width="30" height="18" rx="2" fill="${a}" opacity=".35"/><circle cx="68" cy="43" r="7" fill="none" stroke="${a}" stroke-width="2.5"/><path d="M28 62h16M28 68h10" stroke="${a}" stroke-width="2" opacity=".5"/><path d="M82 62q10 6 8 26M18 62q-10 6-8 26" fill="none" stroke="${W}" stroke-width="3" stroke-linecap="round"/>`,
  catalog: (a) =>
    `<rect x="26" y="12" width="50" height="76" rx="3" fill="${W}"/><rect x="26" y="12" width="7" height="76" fill="${a}" opacity=".35"/><path d="M40 24h28M40 30h20" stroke="${a}" stroke-width="2.5" opacity=".55" stroke-linecap="round"/><path d="M58 40 46 60h8l-4 16 14-22h-8z" fill="${a}"/>`,
  logo: (a) =>
    `<rect x="18" y="40" width="18" height="44" fill="${W}"/><rect x="40" y="18" width="22" height="66" fill="${W}"/><rect x="66" y="52" width="16" height="32" fill="${W}" opacity=".8"/>${[24, 34, 44, 54, 64, 74].map((y) => `<rect x="45" y="${y}" width="12" height="4" fill="${a}" opacity=".35"/>`).join('')}<path d="M12 86h76" stroke="${W}" stroke-width="3"/>`,
};

/** Mixes `hex` with white (amount > 0) or black (amount < 0). */
export function shadeColour(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - t) + target * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const SHADES = [0, -0.22, 0.2];

/**
 * A square product picture: a rounded gradient tile in the category colour with a
 * white pictogram. 800 px keeps the demo seed fast (storeImage encodes three WebP
 * sizes per picture; the 1200 one stays 800 wide) and is plenty for flat artwork.
 */
export function pictureSvg(icon: Pictogram, colour: string, shade = 0, size = 800): string {
  const base = shadeColour(colour, SHADES[shade % SHADES.length]!);
  const light = shadeColour(base, 0.18);
  const dark = shadeColour(base, -0.25);
  const backdrop = shadeColour(colour, 0.93);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="h" cx=".3" cy=".25" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100" height="100" fill="${backdrop}"/>
<rect x="5" y="5" width="90" height="90" rx="10" fill="url(#g)"/><rect x="5" y="5" width="90" height="90" rx="10" fill="url(#h)"/>
<ellipse cx="50" cy="88" rx="28" ry="3" fill="#000" opacity=".12"/>
<g transform="translate(14 12) scale(.72)">${PICTOGRAMS[icon](dark)}</g>
</svg>`;
}

export async function renderPng(svg: string): Promise<Buffer> {
  const sharp = await sharpImages();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 4 }).toBuffer();
}

/** ASCII only: the PDF uses a standard font without Turkish glyphs. */
function pdfText(text: string): string {
  const folded = text
    .replace(/[ğĞ]/g, (c) => (c === 'ğ' ? 'g' : 'G'))
    .replace(/[şŞ]/g, (c) => (c === 'ş' ? 's' : 'S'))
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .replace(/[üÜ]/g, (c) => (c === 'ü' ? 'u' : 'U'))
    .replace(/[öÖ]/g, (c) => (c === 'ö' ? 'o' : 'O'))
    .replace(/[çÇ]/g, (c) => (c === 'ç' ? 'c' : 'C'))
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
  return folded.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Greedy word wrap; Helvetica 13 pt fits about 76 characters across A4 with margins. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/** A valid one-page A4 PDF 1.4 with a coloured header band, a title and some lines of text. */
export function minimalPdf(title: string, lines: string[], rgb: [number, number, number] = [0.11, 0.3, 0.85]): Buffer {
  const body = [
    `${rgb.map((c) => c.toFixed(3)).join(' ')} rg 0 742 595 100 re f`,
    `BT /F1 26 Tf 1 1 1 rg 50 780 Td (${pdfText(title)}) Tj ET`,
    ...lines
      .flatMap((line) => wrap(line, 76))
      .map((line, i) => `BT /F1 13 Tf 0.15 0.15 0.15 rg 50 ${690 - i * 22} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

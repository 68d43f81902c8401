import { crc32, createDeflateRaw } from 'node:zlib';

// Hostile XLSX files for the spreadsheet readers' limits (issue 45), written by hand so a part
// can repeat a piece of XML millions of times without holding it, and a central directory can
// lie about a part's size.

export interface ZipPart {
  name: string;
  /** The part's XML: a head, `body` repeated `times`, and a tail. */
  head: string;
  body?: string;
  times?: number;
  tail?: string;
  /** The inflated size the central directory declares instead of the true one. */
  declaredSize?: number;
}

/** Deflates a part piece by piece: 12 million shared strings cost a few hundred KB here. */
async function deflatePart(part: ZipPart): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let size = 0;
  let crc = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text);
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(part.head);
  if (part.body && part.times) {
    // Whole pieces of about 1 MB at a time.
    const per = Math.max(1, Math.floor((1024 * 1024) / Buffer.byteLength(part.body)));
    const piece = part.body.repeat(per);
    let left = part.times;
    for (; left >= per; left -= per) await write(piece);
    if (left > 0) await write(part.body.repeat(left));
  }
  await write(part.tail ?? '');
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size, crc: crc >>> 0 };
}

/** A zip of the parts (deflated, no data descriptors); `extraEntries` adds empty parts to its directory. */
export async function zipOf(parts: ZipPart[], extraEntries = 0): Promise<Uint8Array<ArrayBuffer>> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const all = [
    ...(await Promise.all(parts.map(async (p) => ({ part: p, ...(await deflatePart(p)) })))),
    ...Array.from({ length: extraEntries }, (_, i) => ({
      part: { name: `x/${i}`, head: '' } as ZipPart,
      data: Buffer.from([3, 0]),
      size: 0,
      crc: 0,
    })),
  ];
  for (const { part, data, size, crc } of all) {
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(all.length, 8);
  end.writeUInt16LE(all.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const zip = Buffer.concat([...locals, directory, end]);
  return new Uint8Array(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const WORKBOOK: ZipPart = {
  name: 'xl/workbook.xml',
  head: `<?xml version="1.0"?><workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sipariş" sheetId="1" r:id="rId1"/></sheets></workbook>`,
};
const RELS: ZipPart = {
  name: 'xl/_rels/workbook.xml.rels',
  head:
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
    '</Relationships>',
};
/** Two lines that name a product code and a quantity, through the shared strings. */
const SMALL_SHEET: ZipPart = {
  name: 'xl/worksheets/sheet1.xml',
  head: `<?xml version="1.0"?><worksheet ${NS}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>2</v></c></row></sheetData></worksheet>`,
};
const strings = (body: string, times: number, declaredSize?: number): ZipPart => ({
  name: 'xl/sharedStrings.xml',
  head: `<?xml version="1.0"?><sst ${NS}><si><t>SIG-B16</t></si>`,
  body,
  times,
  tail: '</sst>',
  declaredSize,
});

/** A sheet of `times` rows, each the first shared string as the code and 1 as the quantity. */
const rowsSheet = (times: number): ZipPart => ({
  name: 'xl/worksheets/sheet1.xml',
  head: `<?xml version="1.0"?><worksheet ${NS}><sheetData>`,
  body: '<row><c t="s"><v>0</v></c><c><v>1</v></c></row>',
  times,
  tail: '</sheetData></worksheet>',
});

/** The bombs a guest could upload, by name; each is a few hundred KB at most. */
export const XLSX_BOMBS = {
  /** Issue 45's file: 12 million shared strings (about 200 MB inflated), its size told truly. */
  sharedStrings12M: () => zipOf([WORKBOOK, RELS, SMALL_SHEET, strings('<si><t>a</t></si>', 12_000_000)]),
  /** The same whose central directory claims the part inflates to 1 KB. */
  sharedStringsLying: () => zipOf([WORKBOOK, RELS, SMALL_SHEET, strings('<si><t>a</t></si>', 12_000_000, 1024)]),
  /** Within the part size, but 800,000 empty shared strings. */
  manyEmptyStrings: () => zipOf([WORKBOOK, RELS, SMALL_SHEET, strings('<si/>', 800_000)]),
  /** A sheet of a million rows, each a code and a quantity. */
  millionRows: () => zipOf([WORKBOOK, RELS, strings('', 0), rowsSheet(1_000_000)]),
  /** Within the part size: 40,000 rows of a code and a quantity (the read stops after 201). */
  manyRows: () => zipOf([WORKBOOK, RELS, strings('', 0), rowsSheet(40_000)]),
  /**
   * The most work within the quick order's limits: nearly 2 MB of long shared strings (9,000 of
   * them) and a sheet of nearly 2 MB of empty formatted cells before its one line, all read.
   */
  worstWithinLimits: () =>
    zipOf([
      WORKBOOK,
      RELS,
      strings(`<si><t>${'Ş'.repeat(100)}</t></si>`, 9_000),
      {
        name: 'xl/worksheets/sheet1.xml',
        head: `<?xml version="1.0"?><worksheet ${NS}><sheetData>`,
        body: '<row><c s="1"/><c s="1"/><c s="1"/></row>',
        times: 47_000,
        tail: '<row><c t="s"><v>0</v></c><c><v>2</v></c></row></sheetData></worksheet>',
      },
    ]),
  /** 'Billion laughs': entities that would grow to gigabytes if expanded. */
  entities: () =>
    zipOf([
      WORKBOOK,
      RELS,
      SMALL_SHEET,
      {
        name: 'xl/sharedStrings.xml',
        head:
          '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">' +
          Array.from(
            { length: 9 },
            (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i === 0 ? 'a' : 'b'.repeat(i)};`.repeat(10)}">`,
          ).join('') +
          `]><sst ${NS}><si><t>&bbbbbbbbb;</t></si></sst>`,
      },
    ]),
  /** 8,000 parts in the central directory (under 1 MB). */
  manyParts: () => zipOf([WORKBOOK, RELS, SMALL_SHEET], 8_000),
};
export type XlsxBomb = keyof typeof XLSX_BOMBS;

/** A small honest XLSX for the same reader: a code and a quantity. */
export const smallXlsx = () => zipOf([WORKBOOK, RELS, SMALL_SHEET, strings('', 0)]);

import { describe, expect, it } from 'vitest';
import { readBmecat, BmecatRefused, type BmecatArticle } from './bmecat-read.ts';
import { xmlAmount } from './bmecat-import.ts';

/** The text as a stream of small chunks, so tags and texts are cut between chunks. */
const streamOf = (text: string, size = 7) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
};
const read = async (text: string, batchSize = 100) => {
  const batches: BmecatArticle[][] = [];
  const { section } = await readBmecat(streamOf(text), async (b) => void batches.push(b), { batchSize, maxBytes: 1e6 });
  return { section, batches };
};

describe('reading a BMEcat file as a stream', () => {
  it('hands over articles in batches, with their fields, net_list price and features', async () => {
    const product = (n: number) =>
      `<PRODUCT><SUPPLIER_PID>P-${n}</SUPPLIER_PID><PRODUCT_DETAILS><DESCRIPTION_SHORT>Ürün ${n}</DESCRIPTION_SHORT></PRODUCT_DETAILS>` +
      `<PRODUCT_FEATURES><FEATURE><FNAME>EF000008</FNAME><FVALUE>16</FVALUE><FUNIT>AMP</FUNIT></FEATURE></PRODUCT_FEATURES>` +
      `<PRODUCT_PRICE_DETAILS><PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>1${n}.5</PRICE_AMOUNT></PRODUCT_PRICE></PRODUCT_PRICE_DETAILS></PRODUCT>`;
    const xml = `<?xml version="1.0"?><BMECAT version="2005"><HEADER><CATALOG><CURRENCY>TRY</CURRENCY></CATALOG></HEADER><T_NEW_CATALOG>${[1, 2, 3].map(product).join('')}</T_NEW_CATALOG></BMECAT>`;
    const { section, batches } = await read(xml, 2);
    expect(section).toBe('T_NEW_CATALOG');
    expect(batches.map((b) => b.map((a) => a.sku))).toEqual([['P-1', 'P-2'], ['P-3']]);
    expect(batches[0]![0]).toMatchObject({
      position: 1,
      name: 'Ürün 1',
      price: { amount: '11.5', currency: 'TRY' },
      features: [{ name: 'EF000008', values: ['16'], unit: 'AMP' }],
    });
  });

  it('refuses a DOCTYPE before reading any article after it', async () => {
    const xml =
      '<!DOCTYPE BMECAT SYSTEM "file:///etc/passwd"><BMECAT><T_NEW_CATALOG><PRODUCT><SUPPLIER_PID>X</SUPPLIER_PID></PRODUCT></T_NEW_CATALOG></BMECAT>';
    const batches: unknown[] = [];
    await expect(
      readBmecat(streamOf(xml), async (b) => void batches.push(b), { batchSize: 1, maxBytes: 1e6 }),
    ).rejects.toMatchObject({ reason: 'doctype' });
    expect(batches).toEqual([]);
  });

  it('refuses an undeclared entity, another root, and a stream over its size', async () => {
    await expect(read('<BMECAT><T_NEW_CATALOG>&x;</T_NEW_CATALOG></BMECAT>')).rejects.toMatchObject({
      reason: 'unreadable',
    });
    await expect(read('<rss/>')).rejects.toMatchObject({ reason: 'not-bmecat' });
    const latin = new Uint8Array([
      ...new TextEncoder().encode('<BMECAT>'),
      0xfc,
      ...new TextEncoder().encode('</BMECAT>'),
    ]);
    const stream = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(latin), c.close()) });
    await expect(readBmecat(stream, async () => undefined, { batchSize: 1, maxBytes: 1e6 })).rejects.toMatchObject({
      reason: 'unreadable',
    });
    await expect(
      readBmecat(streamOf('<BMECAT>' + ' '.repeat(200) + '</BMECAT>'), async () => undefined, {
        batchSize: 1,
        maxBytes: 100,
      }),
    ).rejects.toBeInstanceOf(BmecatRefused);
  });
});

describe('a BMEcat price', () => {
  it('is rounded half up to the kuruş, never read as thousands', () => {
    expect(xmlAmount('98.455')).toBe('98.46');
    expect(xmlAmount('1.234')).toBe('1.23');
    expect(xmlAmount('75.5')).toBe('75.50');
    expect(xmlAmount('12')).toBe('12.00');
    expect(xmlAmount('12,5')).toBeNull();
    expect(xmlAmount('-1')).toBeNull();
  });
});

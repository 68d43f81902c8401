import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { bmecatMessages as m, MAX_BMECAT_BYTES, type BmecatResult } from '#api/schemas/bmecat.ts';
import type { ProductView } from '#api/schemas/products.ts';

const backends = runsOn('both');
const fixture = (name: string) => readFile(new URL(`../../fixtures/bmecat/${name}`, import.meta.url), 'utf8');

// Issue 47: a manufacturer's BMEcat 2005 catalogue creates and updates products by SKU, its
// features mapped to attributes by ETIM code, then by name; unknown ones reported; DTDs,
// external entities and oversize files refused without reading what they point to.
describe.each(backends)('BMEcat import (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token = '';

  const upload = async (body: string | Uint8Array<ArrayBuffer>, name = 'katalog.xml') => {
    const form = new FormData();
    form.append('file', new File([body], name, { type: 'application/xml' }));
    const res = await fetch(`${shop.server.url}/api/admin/catalogue/bmecat`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    return { status: res.status, json: (await res.json()) as BmecatResult & { message?: string } };
  };
  const product = async (sku: string) => {
    const [row] = await shop.db.sql<
      {
        id: number;
        name: string;
        description: string | null;
        brand: string | null;
        base_price: string;
        stock_quantity: number;
        is_active: boolean;
      }[]
    >`SELECT id, name, description, brand, base_price::text, stock_quantity, is_active FROM products WHERE sku = ${sku}`;
    return row;
  };
  const values = async (id: number) => {
    const details = (await (await fetch(`${shop.server.url}/api/products/details/${id}`)).json()) as ProductView;
    return Object.fromEntries(details.attributes.map((a) => [a.code, a.value]));
  };

  beforeAll(async () => {
    token = (await adminAndCustomerTokens(shop.db.sql)).admin;
    const define = async (body: object) => {
      const res = await fetch(`${shop.server.url}/api/admin/attributes`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
    };
    await define({
      code: 'rated_current',
      name: 'Anma Akımı',
      kind: 'number',
      unit: 'A',
      unitCode: 'AMP',
      etimCode: 'EF000008',
    });
    await define({
      code: 'curve',
      name: 'Açma Eğrisi',
      kind: 'choice',
      etimCode: 'EF000005',
      values: [
        { code: 'b', label: 'B', etimCode: 'EV000027' },
        { code: 'c', label: 'C', etimCode: 'EV000028' },
      ],
    });
    await define({ code: 'poles', name: 'Kutup Sayısı', kind: 'number' });
    await define({ code: 'breaking_capacity', name: 'Kesme Kapasitesi', kind: 'number', unit: 'kA' });
  });

  it('creates products from a T_NEW_CATALOG, mapping features by ETIM code and by name, reporting unknown ones', async () => {
    const { status, json } = await upload(await fixture('new-catalog.xml'));
    expect(status).toBe(200);
    expect(json.created).toBe(2);
    expect(json.updated).toBe(0);
    expect(json.errors).toEqual([
      { article: 'BMC-C16', message: m.unknownFeature('EF999999') },
      {
        article: 'BMC-B10',
        message: expect.stringContaining("Özellik 'Kutup Sayısı': 'Kutup Sayısı' için 'bir' bir sayı değil"),
      },
      { article: 'BMC-B10', message: m.unknownFeature('Renk Tonu') },
      { article: 'BMC-NOPRICE', message: m.priceRequired },
    ]);
    const c16 = (await product('BMC-C16'))!;
    expect(c16).toMatchObject({
      name: 'Otomatik Sigorta C16 1 Kutup 6 kA',
      description: 'Hat koruma için C eğrili otomatik sigorta & ray montajı.',
      brand: 'Testmarka',
      base_price: '98.46',
      stock_quantity: 0,
      is_active: true,
    });
    expect(await values(c16.id)).toEqual({ rated_current: 16, curve: 'c', poles: 1, breaking_capacity: 6 });
    const b10 = (await product('BMC-B10'))!;
    expect(b10.base_price).toBe('75.50');
    expect(await values(b10.id)).toEqual({ rated_current: 10, curve: 'b' });
    expect(await product('BMC-NOPRICE')).toBeUndefined();
  });

  it('updates products from a T_UPDATE_PRODUCTS, leaving what the file does not name', async () => {
    const { status, json } = await upload(await fixture('update-products.xml'));
    expect(status).toBe(200);
    expect(json).toEqual({
      created: 0,
      updated: 1,
      errors: [
        { article: 'BMC-B10', message: m.deleteMode },
        { article: 'BMC-EUR', message: m.currency('EUR') },
      ],
    });
    const c16 = (await product('BMC-C16'))!;
    expect(c16).toMatchObject({
      name: 'Otomatik Sigorta C16 1 Kutup 10 kA',
      description: 'Hat koruma için C eğrili otomatik sigorta & ray montajı.',
      base_price: '105.90',
    });
    expect(await values(c16.id)).toEqual({ rated_current: 16, curve: 'c', poles: 1, breaking_capacity: 10 });
    expect(await product('BMC-B10')).toBeDefined();
  });

  describe('refusals', () => {
    let hits = 0;
    let server: Server;
    let url = '';
    beforeAll(async () => {
      // Where an external entity points: a request here would mean the file was followed.
      server = createServer((_req, res) => {
        hits++;
        res.end('<x/>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/evil.dtd`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('refuses a DOCTYPE naming a local file, saving nothing', async () => {
      const { status, json } = await upload(await fixture('doctype-system.xml'));
      expect(status).toBe(400);
      expect(json.message).toBe(m.doctype);
      expect(await product('XXE-1')).toBeUndefined();
    });

    it('refuses external entities without fetching what they point to', async () => {
      const body = (await fixture('external-entity.xml')).replace('__URL__', url);
      const { status, json } = await upload(body);
      expect(status).toBe(400);
      expect(json.message).toBe(m.doctype);
      const remote = `<?xml version="1.0"?><!DOCTYPE BMECAT SYSTEM "${url}"><BMECAT><T_NEW_CATALOG/></BMECAT>`;
      expect((await upload(remote)).status).toBe(400);
      expect(hits).toBe(0);
      expect(await product('XXE-2')).toBeUndefined();
    });

    it('refuses an undeclared entity, a file that is not BMEcat and a missing file', async () => {
      const entity =
        '<BMECAT><T_NEW_CATALOG><PRODUCT><SUPPLIER_PID>&x;</SUPPLIER_PID></PRODUCT></T_NEW_CATALOG></BMECAT>';
      const undeclared = await upload(entity);
      expect(undeclared.status).toBe(400);
      expect(undeclared.json.message).toMatch(/^Dosya okunamadı/);
      const other = await upload('<?xml version="1.0"?><rss><channel/></rss>');
      expect(other).toMatchObject({ status: 400, json: { message: m.notBmecat } });
      const form = new FormData();
      const res = await fetch(`${shop.server.url}/api/admin/catalogue/bmecat`, {
        method: 'POST',
        headers: bearer(token),
        body: form,
      });
      expect(res.status).toBe(400);
    });

    it('refuses a file over 50 MB before reading it', async () => {
      const big = new Uint8Array(MAX_BMECAT_BYTES + 128 * 1024) as Uint8Array<ArrayBuffer>;
      const { status, json } = await upload(big);
      expect(status).toBe(413);
      expect(json.message).toMatch(/MB/);
    });

    it('refuses a file that grows past 50 MB while it arrives, without a length, importing nothing', async () => {
      // A valid catalogue's first article, then more than the limit: sent in chunks with no
      // Content-Length, so only counting the bytes as they arrive can refuse it.
      const boundary = 'sinir' + Date.now();
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="buyuk.xml"\r\nContent-Type: application/xml\r\n\r\n`;
      const padding = new Uint8Array(1024 * 1024).fill(0x20);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0)
            controller.enqueue(
              new TextEncoder().encode(
                head +
                  '<?xml version="1.0" encoding="UTF-8"?><BMECAT version="2005"><T_NEW_CATALOG><ARTICLE>' +
                  '<SUPPLIER_AID>BUYUK-1</SUPPLIER_AID><ARTICLE_DETAILS><DESCRIPTION_SHORT>Büyük</DESCRIPTION_SHORT>' +
                  '</ARTICLE_DETAILS></ARTICLE>',
              ),
            );
          else if (sent <= 52) controller.enqueue(padding);
          else {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
          }
          sent++;
        },
      });
      const res = await fetch(`${shop.server.url}/api/admin/catalogue/bmecat`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toMatch(/MB/);
      const [row] = await shop.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM products WHERE sku = 'BUYUK-1'`;
      expect(row!.n).toBe(0);
    });

    it('is for admins only', async () => {
      const res = await fetch(`${shop.server.url}/api/admin/catalogue/bmecat`, {
        method: 'POST',
        body: new FormData(),
      });
      expect(res.status).toBe(401);
    });
  });
});

import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { insertProduct } from '../../helpers/catalogue-rows.ts';
import { documentMessages, MAX_DOCUMENT_BYTES } from '#api/schemas/product-documents.ts';
import type { ProductView } from '#api/schemas/products.ts';
import type { AdminProduct } from '#api/schemas/admin-products.ts';

// Issue 47: a product's PDFs, checked by their bytes and size, served under their Turkish title.
const backends = runsOn('both');

/** Sends a POST's head only, over a raw socket, and reads the answer that comes without its body. */
function headersOnly(url: string, path: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const head = Object.entries({ host: `${hostname}:${port}`, ...headers }).map(([k, v]) => `${k}: ${v}`);
    socket.write(`POST ${path} HTTP/1.1\r\n${head.join('\r\n')}\r\n\r\n`);
    socket.on('data', (data) => {
      answer += data.toString('utf8');
      if (/\r\n\r\n[\s\S]*(\}|\r\n0\r\n\r\n)$/.test(answer)) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      if (!status) return reject(new Error('no answer'));
      // The JSON, whether sent with a length or in one chunk.
      resolve({ status, body: /\{[\s\S]*\}/.exec(answer.slice(answer.indexOf('\r\n\r\n') + 4))?.[0] ?? '' });
    });
  });
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(backends)('product documents (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  let productId: number;

  const upload = (fields: Record<string, string>, file?: Blob, fileName = 'foy.pdf', id = productId) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set('file', file, fileName);
    return fetch(`${shop.server.url}/api/admin/products/${id}/documents`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
  };
  const storedFiles = async () => (await shop.server.ctx.uploads.getKeys()).length;

  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
    ({ id: productId } = await insertProduct(shop.db.sql, { name: 'C16 Otomatik Sigorta', price: '120.00', stock: 5 }));
  });

  it('stores a PDF and serves it as application/pdf under its Turkish title, cacheable', async () => {
    const res = await upload(
      { kind: 'datasheet', title: 'Teknik Föy – Sigorta Çeşitleri' },
      new Blob([PDF], { type: 'application/pdf' }),
    );
    expect(res.status).toBe(201);
    const document = await res.json();
    expect(document).toEqual({
      id: expect.any(Number),
      kind: 'datasheet',
      title: 'Teknik Föy – Sigorta Çeşitleri',
      url: `/api/product-documents/${document.id}`,
      sizeBytes: PDF.length,
    });

    const file = await fetch(shop.server.url + document.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Teknik Foy _ Sigorta Cesitleri.pdf"; filename*=UTF-8''${encodeURIComponent('Teknik Föy – Sigorta Çeşitleri.pdf')}`,
    );
    expect(file.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    const again = await fetch(shop.server.url + document.url, {
      headers: { 'if-none-match': file.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    await shop.server.settled();
    const details: ProductView = await (await fetch(`${shop.server.url}/api/products/details/${productId}`)).json();
    expect(details.documents).toEqual([document]);
    const admin: AdminProduct = await (
      await fetch(`${shop.server.url}/api/admin/products/${productId}`, { headers: bearer(token) })
    ).json();
    expect(admin.documents).toEqual([document]);
  });

  it('refuses a renamed non-PDF, a wrong kind, a missing title or file, in Turkish, storing nothing', async () => {
    const before = await storedFiles();
    const png = new Blob([Buffer.from('\x89PNG\r\n\x1a\n0000')], { type: 'application/pdf' });
    const cases: [Record<string, string>, Blob | undefined, string][] = [
      [{ kind: 'datasheet', title: 'Föy' }, png, documentMessages.notPdf],
      [
        { kind: 'brochure', title: 'Föy' },
        new Blob([PDF]),
        'Belge türü Teknik Föy, Sertifika, Kullanım Kılavuzu, Uygunluk Beyanı veya Teknik Çizim olmalıdır',
      ],
      [{ kind: 'manual', title: '  ' }, new Blob([PDF]), 'Belge başlığı zorunludur'],
      [{ kind: 'manual' }, new Blob([PDF]), 'Belge başlığı zorunludur'],
      [{ kind: 'manual', title: 'Kılavuz' }, undefined, documentMessages.fileMissing],
    ];
    for (const [fields, file, message] of cases) {
      const res = await upload(fields, file, 'resim.pdf');
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect(await storedFiles()).toBe(before);
    const unknown = await upload({ kind: 'manual', title: 'Kılavuz' }, new Blob([PDF]), 'k.pdf', 999_999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Ürün bulunamadı' });
  });

  it('refuses a file over 20 MB with 413 in Turkish, a huge body before reading it', async () => {
    const before = await storedFiles();
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    PDF.copy(big);
    const res = await upload({ kind: 'drawing', title: 'Çizim' }, new Blob([big]));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: documentMessages.tooLarge });
    // An honest Content-Length far over the limit is answered before a byte of the body is sent.
    const huge = await headersOnly(shop.server.url, `/api/admin/products/${productId}/documents`, {
      authorization: `Bearer ${token}`,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(200 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toEqual({ message: documentMessages.tooLarge });
    expect(await storedFiles()).toBe(before);
  });

  it('deletes a document: its address answers 404 in Turkish, and the product no longer lists it', async () => {
    const doc = await (
      await upload({ kind: 'certificate', title: 'TSE Belgesi' }, new Blob([Buffer.concat([PDF, Buffer.from('x')])]))
    ).json();
    // The cached product pages follow the catalogue version, which the delete moves.
    const [before] = await shop.db.sql<{ version: string }[]>`SELECT version::text FROM catalogue_version`;
    const gone = await fetch(`${shop.server.url}/api/admin/products/${productId}/documents/${doc.id}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(gone.status).toBe(200);
    const [after] = await shop.db.sql<{ version: string }[]>`SELECT version::text FROM catalogue_version`;
    expect(after!.version).not.toBe(before!.version);
    const again = await fetch(`${shop.server.url}/api/admin/products/${productId}/documents/${doc.id}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: documentMessages.notFound });
    const file = await fetch(shop.server.url + doc.url);
    expect(file.status).toBe(404);
    expect(await file.json()).toEqual({ message: documentMessages.notFound });
    await shop.server.settled();
    const details: ProductView = await (await fetch(`${shop.server.url}/api/products/details/${productId}`)).json();
    expect(details.documents!.map((d) => d.id)).not.toContain(doc.id);
  });

  it('refuses an upload without an admin session', async () => {
    const res = await upload({ kind: 'datasheet', title: 'Föy' }, new Blob([PDF]));
    expect(res.status).toBe(201);
    const anonymous = await fetch(`${shop.server.url}/api/admin/products/${productId}/documents`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the four Nilvera endpoints the shop uses: it checks the bearer key,
// answers the e-Fatura user list from `registered`, reads the multipart XML, refuses a UUID it
// already has (as Nilvera does), cancels e-Arşiv invoices it holds, and can be told to fail the
// next sends or cancellations.

export interface ReceivedDocument {
  path: string;
  alias: string | null;
  xml: string;
}

export async function startFakeNilvera(apiKey: string, registered: Record<string, string>) {
  const documents: ReceivedDocument[] = [];
  const seen = new Set<string>();
  const earchive = new Set<string>();
  const cancelled: string[] = [];
  let failNext = 0;
  let userChecks = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${apiKey}`) return json(401, { Message: 'Yetkisiz' });
      const check = /^\/general\/GlobalCompany\/Check\/TaxNumber\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && check) {
        userChecks++;
        const alias = registered[check[1]!];
        return json(200, alias ? [{ Identifier: check[1], Alias: alias, Type: 'Invoice' }] : []);
      }
      if (req.method === 'POST' && (url.pathname === '/einvoice/Send/Xml' || url.pathname === '/earchive/Send/Xml')) {
        if (failNext > 0) {
          failNext--;
          return json(503, { Message: 'Servis geçici olarak kullanılamıyor' });
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const xml = /<\?xml[\s\S]*<\/Invoice>/.exec(body)?.[0] ?? '';
        const uuid = /<cbc:UUID>([^<]+)<\/cbc:UUID>/.exec(xml)?.[1] ?? '';
        if (!uuid) return json(400, { Errors: [{ Description: 'Geçersiz XML' }] });
        if (seen.has(uuid)) return json(409, { Errors: [{ Description: 'Bu ETTN ile fatura daha önce gönderilmiş' }] });
        seen.add(uuid);
        if (url.pathname === '/earchive/Send/Xml') earchive.add(uuid);
        documents.push({ path: url.pathname, alias: url.searchParams.get('Alias'), xml });
        return json(200, { UUID: uuid, InvoiceNumber: /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)?.[1] });
      }
      if (req.method === 'POST' && url.pathname === '/earchive/Invoices/Cancel') {
        if (failNext > 0) {
          failNext--;
          return json(503, { Message: 'Servis geçici olarak kullanılamıyor' });
        }
        if (req.headers['content-type'] !== 'application/json') return json(415, { Message: 'JSON bekleniyor' });
        const uuids = JSON.parse(Buffer.concat(chunks).toString('utf8')) as string[];
        const unknown = uuids.find((u) => !earchive.has(u));
        if (unknown) return json(404, { Errors: [{ Description: `${unknown} numaralı e-Arşiv fatura bulunamadı` }] });
        if (uuids.some((u) => cancelled.includes(u)))
          return json(400, { Errors: [{ Description: 'Fatura zaten iptal edilmiş' }] });
        cancelled.push(...uuids);
        return json(200, uuids);
      }
      json(404, { Message: 'Bulunamadı' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    documents,
    cancelled,
    userChecks: () => userChecks,
    /** The next n sends or cancellations answer 503. */
    failNextSends(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { adminToken } from '../helpers/sessions.ts';
import { WEBHOOK_PATH } from '#api/publish/webhook.ts';
import type { Database } from '#db/connection.ts';

const MB = 1024 * 1024;
const HUNDRED_MB = 100 * MB;

interface Upload {
  status: number;
  body: string;
  /** How much of the 100 MB had been written when the answer came. */
  sentBeforeAnswer: number;
  /** The largest growth of this process's memory (the server runs in it) while sending. */
  peakGrowth: number;
}

/**
 * Sends a 100 MB chunked body over a real socket as fast as the socket takes it,
 * until the server answers or closes the connection.
 */
function sendHugeChunkedBody(url: string, path: string, headers: Record<string, string>): Promise<Upload> {
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  const baseline = process.memoryUsage();
  const usage = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers - baseline.heapUsed - baseline.arrayBuffers;
  };
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let sentBeforeAnswer = -1;
    let peakGrowth = 0;
    let answer = '';
    let stopped = false;
    const head = Object.entries({ host: `${hostname}:${port}`, 'transfer-encoding': 'chunked', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
    const pump = () => {
      while (!stopped && sent < HUNDRED_MB) {
        sent += chunk.length;
        peakGrowth = Math.max(peakGrowth, usage());
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (!stopped) socket.write('0\r\n\r\n');
    };
    socket.on('data', (data) => {
      if (sentBeforeAnswer < 0) sentBeforeAnswer = sent;
      stopped = true;
      answer += data.toString('latin1');
      if (/\r\n\r\n[\s\S]*(\}|\r\n0\r\n\r\n)$/.test(answer)) socket.destroy();
    });
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const body = /\{[\s\S]*\}/.exec(answer.slice(answer.indexOf('\r\n\r\n') + 4))?.[0] ?? '';
      if (!status) return reject(new Error(`no answer after ${sent} bytes`));
      resolve({ status, body: Buffer.from(body, 'latin1').toString('utf8'), sentBeforeAnswer, peakGrowth });
    };
    socket.on('close', finish);
    socket.on('error', () => undefined);
    pump();
  });
}

/**
 * Sends a 3 MB body slowly (64 KB every 5 ms) over a real socket, with its Content-Length or
 * chunked, and keeps writing whatever comes back, as a client does that sends before it reads.
 */
function sendSlowBody(url: string, path: string, chunked: boolean): Promise<{ answer: string; writeError: boolean }> {
  const { hostname, port } = new URL(url);
  const size = 3 * MB;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let answer = '';
    let writeError = false;
    const length = chunked ? 'transfer-encoding: chunked' : `content-length: ${size}`;
    socket.write(`POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: text/plain\r\n${length}\r\n\r\n`);
    const timer = setInterval(() => {
      if (sent >= size || socket.destroyed || socket.writableEnded) return clearInterval(timer);
      sent += chunk.length;
      const frame = chunked ? Buffer.concat([Buffer.from('10000\r\n'), chunk, Buffer.from('\r\n')]) : chunk;
      socket.write(frame, (error) => void (error && (writeError = true)));
    }, 5);
    socket.on('data', (data) => void (answer += data.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, writeError });
    });
  });
}

describe.each(runsOn('pglite'))('request bodies are capped while they stream (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    token = await adminToken(db.sql, 'yonetici_govde');
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it.each([
    ['a JSON body', '/api/auth/login', { 'content-type': 'application/json' }, 1 * MB, 'İstek gövdesi çok büyük'],
    ['the rebuild webhook', WEBHOOK_PATH, { 'content-type': 'application/json' }, 16 * 1024, 'İstek gövdesi çok büyük'],
    [
      'a multipart upload',
      '/api/admin/settings',
      { 'content-type': 'multipart/form-data; boundary=x' },
      11 * MB,
      "Gönderilen dosyalar toplamda 11 MB'ı aşamaz",
    ],
  ])(
    '%s of 100 MB is refused with 413 once it passes its limit, memory stays flat',
    async (_, path, headers, limit, message) => {
      const auth: Record<string, string> = path.startsWith('/api/admin') ? { authorization: `Bearer ${token}` } : {};
      const upload = await sendHugeChunkedBody(server.url, path, { ...headers, ...auth });
      expect(upload.status).toBe(413);
      expect(JSON.parse(upload.body)).toEqual({ message });
      // The answer comes right after the limit, long before the 100 MB are through (socket buffers allow a few MB).
      expect(upload.sentBeforeAnswer).toBeGreaterThan(limit);
      expect(upload.sentBeforeAnswer).toBeLessThan(limit + 16 * MB);
      expect(upload.peakGrowth).toBeLessThan(limit + 48 * MB);
    },
    60_000,
  );

  it.each([
    ['with its Content-Length', false],
    ['chunked', true],
  ])(
    'a slow 3 MB body %s over a 1 MB limit gets its 413 first, then the connection closes',
    async (_, chunked) => {
      const { answer } = await sendSlowBody(server.url, '/api/auth/login', chunked);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('{"message":"İstek gövdesi çok büyük"}');
    },
    30_000,
  );

  it('refuses an honest Content-Length over the limit before reading anything', async () => {
    const res = await fetch(`${server.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024) },
      body: 'x'.repeat(20 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

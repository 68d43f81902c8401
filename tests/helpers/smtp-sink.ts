import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on a free local port. While `refusing`, it greets with 421 and hangs
 * up (a server that is down for maintenance); otherwise it takes every message into `received`.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const sink = { refusing: true, received, url: '', close: async () => {} };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (sink.refusing) {
      socket.end('421 4.3.2 Bakımdayız, sonra deneyin\r\n');
      return;
    }
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let mail: ReceivedMail | null = null;
    let inData = false;
    reply('220 sink ESMTP');
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ ...mail!, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          mail = null;
          reply('250 2.0.0 Tamam');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          mail = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
          reply('250 2.1.0 Tamam');
        } else if (verb === 'RCPT') {
          mail!.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Tamam');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 Devam');
        } else if (verb === 'QUIT') {
          socket.end('221 Hoşça kal\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 Tamam');
        else reply('502 5.5.2 Bilinmeyen komut');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return sink;
}

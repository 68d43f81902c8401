import type { Duplex } from 'node:stream';
import { INVALID_REQUEST } from '../schemas/messages.ts';

// Node's HTTP parser refuses some requests before any handler sees them: an address and headers
// over 16 KB, a malformed request line, a request that took too long to arrive. Its own answer is
// a bare status with no body; ours is the API's shape, `{ message }` in Turkish, on every path.

const REFUSALS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'İstek adresi veya başlıkları çok uzun'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Content Too Large', 'İstek gövdesi çok büyük'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'İstek zamanında tamamlanmadı'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', INVALID_REQUEST];

/** The raw answer to a request the parser refused; null when the client is already gone. */
export function clientErrorAnswer(code: string | undefined): string | null {
  if (code === 'ECONNRESET') return null;
  const [status, reason, message] = REFUSALS[code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message });
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    'x-content-type-options: nosniff\r\n' +
    'connection: close\r\n\r\n' +
    body
  );
}

/** The server's `clientError` listener: answers in the API's shape, then closes the socket. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // As Node's own listener does: never write into an answer already under way on a kept-alive socket.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  const answer = socket.writable && !inFlight?.headersSent ? clientErrorAnswer(error.code) : null;
  if (answer === null) socket.destroy();
  else socket.end(answer);
}

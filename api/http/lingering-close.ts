import type { IncomingMessage, ServerResponse } from 'node:http';

// How long a refused body may keep arriving after its answer before the connection is cut, as
// nginx's lingering close: a pause of LINGER_IDLE_MS, or LINGER_MAX_MS in all. A refused 50 MB
// upload from a phone (or a busy machine) takes longer than a few seconds to arrive.
export const LINGER_IDLE_MS = 5_000;
export const LINGER_MAX_MS = 30_000;

/**
 * After a refusal that leaves the rest of the body unread (413): the answer goes out with
 * `Connection: close`, what the client still sends is read and thrown away, and the connection
 * closes once the body is through, after a pause or after the longest wait. Closing at once while
 * bytes still arrive would make the kernel reset the connection, and a client still writing would
 * lose the answer (nginx's "lingering close").
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  if (!res.headersSent) res.setHeader('connection', 'close');
  req.on('data', discard);
  req.resume();
  // Node calls destroySoon on this socket once the `Connection: close` answer is written.
  socket.destroySoon = () => {
    socket.end();
    if (req.complete) return void socket.destroy();
    const cut = () => socket.destroy();
    const idle = setTimeout(cut, LINGER_IDLE_MS).unref();
    const longest = setTimeout(cut, LINGER_MAX_MS).unref();
    req.on('data', () => idle.refresh());
    req.once('end', cut);
    socket.once('close', () => {
      clearTimeout(idle);
      clearTimeout(longest);
    });
  };
}

function discard() {}

/** The Node request and response behind h3's web Request, when it runs on Node's server. */
export function nodeContextOf(request: Request): { req: IncomingMessage; res: ServerResponse } | null {
  const node = (request as { runtime?: { node?: { req?: IncomingMessage; res?: ServerResponse } } }).runtime?.node;
  return node?.req && node.res ? { req: node.req, res: node.res } : null;
}

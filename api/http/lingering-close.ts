import type { IncomingMessage, ServerResponse } from 'node:http';

// How long a refused body may keep arriving after its answer before the connection is cut.
export const LINGER_MS = 5_000;

/**
 * After a refusal that leaves the rest of the body unread (413): the answer goes out with
 * `Connection: close`, what the client still sends is read and thrown away, and the connection
 * closes once the body is through or after LINGER_MS. Closing at once while bytes still arrive
 * would make the kernel reset the connection, and a client still writing would lose the answer
 * (nginx's "lingering close").
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
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    req.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
}

function discard() {}

/** The Node request and response behind h3's web Request, when it runs on Node's server. */
export function nodeContextOf(request: Request): { req: IncomingMessage; res: ServerResponse } | null {
  const node = (request as { runtime?: { node?: { req?: IncomingMessage; res?: ServerResponse } } }).runtime?.node;
  return node?.req && node.res ? { req: node.req, res: node.res } : null;
}

import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Readable } from 'node:stream';

// The parts of an uploaded zip (an XLSX file) under limits decided before a byte is inflated:
// the central directory says how many parts there are and how large each is once inflated, and
// yauzl stops a part the moment it inflates past what the directory declared, so a file that lies
// about its sizes costs no more than one that tells the truth (issue 45's 555 KB file whose
// shared strings inflated to 12 million entries).

export interface ZipLimits {
  /** Parts in the central directory. */
  maxEntries: number;
  /** Inflated bytes of any one part that is read. */
  maxPartBytes: number;
}

/** Why a file was refused: beyond a limit ('size'), or no zip at all ('unreadable'). */
export class ZipRefused extends Error {
  readonly reason: 'size' | 'unreadable' | 'aborted';
  constructor(reason: 'size' | 'unreadable' | 'aborted') {
    super(`zip ${reason}`);
    this.reason = reason;
  }
}

export interface ZipParts {
  has(name: string): boolean;
  /**
   * Streams a part's text to `onText` in pieces; `onText` may throw to stop the read (a count
   * past its limit), and an aborted `signal` (the client left) stops it too.
   */
  readText(name: string, onText: (text: string) => void, signal?: AbortSignal): Promise<void>;
  close(): void;
}

const fromBuffer = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** Opens the zip and reads its central directory (names and declared sizes only). */
export async function openZip(bytes: Uint8Array, limits: ZipLimits): Promise<ZipParts> {
  let zip: ZipFile;
  try {
    zip = await fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ZipRefused('unreadable');
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ZipRefused('size');
  }
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', () => reject(new ZipRefused('unreadable')));
    zip.readEntry();
  });

  const open = (entry: Entry) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) => (error ? reject(new ZipRefused('unreadable')) : resolve(stream))),
    );

  return {
    has: (name) => entries.has(name),
    async readText(name, onText, signal) {
      const entry = entries.get(name);
      if (!entry) throw new ZipRefused('unreadable');
      if (entry.uncompressedSize > limits.maxPartBytes) throw new ZipRefused('size');
      if (signal?.aborted) throw new ZipRefused('aborted');
      const stream = await open(entry);
      stream.setEncoding('utf8');
      const onAbort = () => stream.destroy(new ZipRefused('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      let stopped: { error: unknown } | undefined;
      try {
        for await (const text of stream as AsyncIterable<string>) {
          try {
            onText(text);
          } catch (error) {
            stopped = { error };
            break; // leaving the loop destroys the stream
          }
        }
      } catch (error) {
        // The stream's own errors: the client left, a part inflating past its declared size, bad data.
        if (error instanceof ZipRefused) throw error;
        throw new ZipRefused(/too many bytes/i.test(String((error as Error | null)?.message)) ? 'size' : 'unreadable');
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
      if (stopped) throw stopped.error;
    },
    close: () => zip.close(),
  };
}

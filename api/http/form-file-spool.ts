// A form's one file written to a private temporary file as it arrives, never held in memory:
// a manufacturer's catalogue of up to 50 MB is read as a stream from the socket to the parser.
// Nothing reaches the caller until the whole file has arrived within its limit, so a refused
// upload changes nothing.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { H3Event } from 'h3';
import Busboy from 'busboy';
import { invalid } from '../core/errors.ts';
import { bodyTooLarge } from './body-limit.ts';
import { nodeContextOf } from './lingering-close.ts';

export interface SpooledFile {
  path: string;
  size: number;
  /** Removes the temporary file (and its folder). */
  discard(): Promise<void>;
}

interface SpoolMessages {
  notAForm: string;
  missing: string;
  tooLarge: string;
}

/** The multipart field `field`'s file, at most `limitBytes`, spooled to a temporary file. */
export async function spoolFormFile(
  event: H3Event,
  field: string,
  limitBytes: number,
  messages: SpoolMessages,
): Promise<SpooledFile> {
  const request = event.req;
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw invalid(messages.notAForm);
  // The form's other fields and boundaries take a few kilobytes beside the file.
  if (Number(request.headers.get('content-length') ?? 0) > limitBytes + 64 * 1024)
    throw bodyTooLarge(request, messages.tooLarge);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-upload-'));
  const file = path.join(dir, 'upload');
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    const size = await new Promise<number>((resolve, reject) => {
      let parser: Busboy.Busboy;
      try {
        parser = Busboy({ headers: { 'content-type': type }, limits: { files: 1, fileSize: limitBytes } });
      } catch {
        reject(invalid(messages.notAForm));
        return;
      }
      const node = nodeContextOf(request);
      const body: Readable = node
        ? node.req
        : request.body
          ? Readable.fromWeb(request.body as never)
          : Readable.from([]);
      let written: Promise<number> | null = null;
      parser.on('file', (name, stream) => {
        if (name !== field || written) return void stream.resume();
        let size = 0;
        let cut = false;
        stream.on('data', (chunk: Buffer) => (size += chunk.length));
        stream.on('limit', () => {
          // Refused at once: the rest of the body is not read (the answer closes the connection).
          cut = true;
          body.unpipe(parser);
          reject(bodyTooLarge(request, messages.tooLarge));
        });
        const out = createWriteStream(file, { mode: 0o600 });
        written = new Promise((done, fail) => {
          out.on('finish', () => (cut ? fail(bodyTooLarge(request, messages.tooLarge)) : done(size)));
          out.on('error', fail);
          stream.on('error', fail);
        });
        stream.pipe(out);
      });
      parser.on('error', () => reject(invalid(messages.notAForm)));
      parser.on('close', () => (written ?? Promise.reject(invalid(messages.missing))).then(resolve, reject));
      body.on('error', () => reject(invalid(messages.notAForm)));
      body.pipe(parser);
    });
    if (size === 0) throw invalid(messages.missing);
    return { path: file, size, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

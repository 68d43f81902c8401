import { createHash } from 'node:crypto';
import type { UploadStore } from './upload-store.ts';
import { uploadUrl } from './upload-store.ts';
import { InvalidImageError, storeImage } from './images.ts';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, uploadMessages } from '../schemas/admin-uploads.ts';
import { invalid, tooLarge } from '../core/errors.ts';

export interface StoredFile {
  key: string;
  url: string;
}

/**
 * The files one admin save writes. A save stores its files first, then writes its
 * rows; if anything fails, `discard()` removes exactly the files this save created
 * (content-hashed files that already existed are shared and stay).
 */
/** A kind of PDF's limit and refusals (a catalogue's by default, a product document's its own). */
export interface PdfRules {
  maxBytes: number;
  tooLarge: string;
  notPdf: string;
}

const CATALOGUE_PDF: PdfRules = {
  maxBytes: MAX_PDF_BYTES,
  tooLarge: uploadMessages.pdfTooLarge,
  notPdf: uploadMessages.notPdf,
};

export interface UploadBatch {
  image(file: File): Promise<string>;
  pdf(file: File, rules?: PdfRules): Promise<StoredFile>;
  discard(): Promise<void>;
}

export function createUploadBatch(store: UploadStore): UploadBatch {
  const written: string[] = [];
  return {
    async image(file) {
      if (file.size > MAX_IMAGE_BYTES) throw tooLarge(uploadMessages.imageTooLarge);
      try {
        return await storeImage(store, Buffer.from(await file.arrayBuffer()), { written });
      } catch (error) {
        if (error instanceof InvalidImageError) throw invalid(`${file.name || 'Dosya'}: ${error.message}`);
        throw error;
      }
    },
    async pdf(file, rules = CATALOGUE_PDF) {
      if (file.size > rules.maxBytes) throw tooLarge(rules.tooLarge);
      const body = Buffer.from(await file.arrayBuffer());
      if (!isPdf(body)) throw invalid(rules.notPdf);
      const key = `files/${createHash('sha256').update(body).digest('hex').slice(0, 20)}.pdf`;
      if (!(await store.hasItem(key))) {
        await store.setItemRaw(key, body);
        written.push(key);
      }
      return { key, url: uploadUrl(key) };
    },
    async discard() {
      await Promise.all(written.splice(0).map((key) => store.removeItem(key).catch(() => undefined)));
    },
  };
}

/** A PDF starts with `%PDF-` (checked by content, whatever the name or type says). */
export function isPdf(body: Buffer): boolean {
  return body.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Runs `save` with a batch; on any failure the batch's new files are removed before rethrowing. */
export async function withUploads<T>(store: UploadStore, save: (batch: UploadBatch) => Promise<T>): Promise<T> {
  const batch = createUploadBatch(store);
  try {
    return await save(batch);
  } catch (error) {
    await batch.discard();
    throw error;
  }
}

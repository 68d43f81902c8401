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
export interface UploadBatch {
  image(file: File): Promise<string>;
  pdf(file: File): Promise<StoredFile>;
  discard(): Promise<void>;
}

export function createUploadBatch(store: UploadStore): UploadBatch {
  const written: string[] = [];
  return {
    async image(file) {
      if (file.size > MAX_IMAGE_BYTES) throw tooLarge(uploadMessages.imageTooLarge);
      try {
        return await storeImage(store, Buffer.from(await file.arrayBuffer()), written);
      } catch (error) {
        if (error instanceof InvalidImageError) throw invalid(`${file.name || 'Dosya'}: ${error.message}`);
        throw error;
      }
    },
    async pdf(file) {
      if (file.size > MAX_PDF_BYTES) throw tooLarge(uploadMessages.pdfTooLarge);
      const body = Buffer.from(await file.arrayBuffer());
      if (!isPdf(body)) throw invalid(uploadMessages.notPdf);
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

import { AUTH_TOKEN_KEY, readStorage } from '#site/lib/storage-keys.ts';
import type { ImportSummary } from '#api/schemas/product-sheet.ts';

export interface ImportAnswer extends ImportSummary {
  applied: boolean;
  message?: string;
}

/**
 * Sends the spreadsheet to the import API with XMLHttpRequest, whose upload events give the
 * progress bar its value (fetch has none); `onUploaded` marks the start of the server's work.
 */
export function uploadImport(
  file: File,
  options: { dryRun: boolean; skipBadRows: boolean },
  onProgress: (fraction: number | null) => void,
): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(options.dryRun));
  form.append('skipBadRows', String(options.skipBadRows));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/products/import');
    const token = readStorage(AUTH_TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable ? e.loaded / e.total : null);
    xhr.upload.onload = () => onProgress(null);
    xhr.onerror = () => reject(new Error('Bağlantı hatası; dosya gönderilemedi'));
    xhr.onload = () => {
      let body: Partial<ImportAnswer> & { message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as ImportAnswer;
      } catch {
        // not JSON: handled below
      }
      if (xhr.status === 200 || (xhr.status === 422 && Array.isArray(body.errors))) resolve(body as ImportAnswer);
      else reject(new Error(body.message ?? 'İçe aktarma yapılamadı'));
    };
    xhr.send(form);
  });
}

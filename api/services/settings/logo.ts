import { invalid } from '../../core/errors.ts';
import type { UploadStore } from '../../storage/upload-store.ts';
import { settingMessages } from '../../schemas/admin-settings.ts';

// What storeImage writes: /uploads/img/<content hash>-<width>.webp.
const UPLOADED_IMAGE = /^\/uploads\/(img\/[a-f0-9]{8,64}-\d{2,4}\.webp)$/;

/** A logo address set through the settings API must name an image stored by the shop's own upload. */
export async function assertUploadedImage(uploads: UploadStore, address: string | null): Promise<string> {
  const key = address ? UPLOADED_IMAGE.exec(address)?.[1] : undefined;
  if (!key || !(await uploads.hasItem(key))) throw invalid(settingMessages.logoNotUploaded);
  return address!;
}

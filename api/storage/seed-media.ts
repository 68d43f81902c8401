import type { SeedMedia } from '#db/seed/demo-types.ts';
import { storeImage } from './images.ts';
import type { UploadStore } from './upload-store.ts';

/** The demo seed's pictures and PDFs go where uploads go, stored the same way. */
export function seedMedia(store: UploadStore): SeedMedia {
  return {
    image: (png) => storeImage(store, png),
    file: (key, bytes) => store.setItemRaw(key, bytes),
  };
}

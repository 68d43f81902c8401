// A new shop's database made ready in a process of its own: migrated and, when the demo
// catalogue is wanted, seeded with its pictures. The shop starts it at its first start (decision
// 0423) so that what only the first start needs (initdb's second PGlite instance, the embedded
// database's memory grown by sixty migrations, sharp drawing the demo pictures) leaves with this
// process instead of staying in the shop's for good. Its last line says whether it seeded.
import { loadConfig } from '#api/core/config.ts';
import { keepNewFilesPrivate } from '#api/core/private-files.ts';
import { createUploadStore } from '#api/storage/upload-store.ts';
import { sharpImages } from '#api/core/rare-libraries.ts';
import { seedMedia } from '#api/storage/seed-media.ts';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { installedClusterTemplate } from './cluster-template.ts';
import { seedDemo, storeMedia } from './seed/demo.ts';
import { PREPARED, PREPARED_WITH_SEED } from '#api/first-start.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const config = loadConfig();
const store = seedMedia(createUploadStore(config));
// An embedded database starts from the empty one `npm install` made (decision 0440).
const db = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
  loadDataDir: config.DATABASE_URL ? undefined : await installedClusterTemplate(),
});
// The demo pictures are drawn on sharp's threads while the migrations keep this one busy (after
// initdb, whose own peak they would add to): a first start's two cores both work.
if (config.seedDemo) (await sharpImages()).cache(false); // each picture is drawn once: libvips' cache only holds memory
const drawn = config.seedDemo ? storeMedia(store) : undefined;
drawn?.catch(() => undefined); // a failed migration is the error to report; the drawing's waits
try {
  await migrate(db.sql);
  const seeded = config.seedDemo ? await seedDemo(db.sql, store, drawn) : false;
  console.log(seeded ? PREPARED_WITH_SEED : PREPARED);
} finally {
  await db.close();
}

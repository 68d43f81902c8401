import { ConfigError, loadConfig } from './config.ts';
import { startShop, type RunningShop } from './boot.ts';

const started = Date.now();
let config;
try {
  config = loadConfig();
} catch (error) {
  // One clear message, no stack: the operator has a setting to fix.
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}

// Signals are handled from the first moment: a stop during the first site build ends the
// build and still closes the database cleanly.
const stopping = new AbortController();
let shop: RunningShop | null = null;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    console.log(`\n${signal}: bekleyen istekler bitiriliyor…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    if (!shop) return; // startShop sees the abort, stops the build, closes the database
    await shop.stop();
    console.log('Veritabanı kapatıldı.');
    process.exit(0);
  });
}

console.log(`Mağaza başlatılıyor (${config.DATABASE_URL ? 'PostgreSQL sunucusu' : `gömülü PGlite: ${config.pgliteDir}`})…`);
try {
  shop = await startShop(config, { signal: stopping.signal });
} catch (error) {
  if (!stopping.signal.aborted) throw error;
  console.log('Başlatma durduruldu; veritabanı kapatıldı.');
  process.exit(0);
}
if (stopping.signal.aborted) {
  await shop.stop();
  console.log('Veritabanı kapatıldı.');
  process.exit(0);
}

console.log(`\nMağaza hazır: ${shop.url}  (${((Date.now() - started) / 1000).toFixed(1)} sn)`);
if (shop.seeded) console.log('Demo katalog yüklendi.');
if (shop.admin) {
  console.log(`Yönetici hesabı: ${shop.admin.username}` + (shop.admin.generatedPassword ? `  şifre: ${shop.admin.generatedPassword}  (yalnızca bu kez gösterilir)` : ''));
  console.log(`Yönetim paneli: ${shop.url}/admin`);
}

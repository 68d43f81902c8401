import { loadConfig } from './config.ts';
import { startShop } from './boot.ts';

const started = Date.now();
const config = loadConfig();
console.log(`Mağaza başlatılıyor (${config.DATABASE_URL ? 'PostgreSQL sunucusu' : `gömülü PGlite: ${config.pgliteDir}`})…`);
const shop = await startShop(config);

console.log(`\nMağaza hazır: ${shop.url}  (${((Date.now() - started) / 1000).toFixed(1)} sn)`);
if (shop.seeded) console.log('Demo katalog yüklendi.');
if (shop.admin) {
  console.log(`Yönetici hesabı: ${shop.admin.username}` + (shop.admin.generatedPassword ? `  şifre: ${shop.admin.generatedPassword}  (yalnızca bu kez gösterilir)` : ''));
  console.log(`Yönetim paneli: ${shop.url}/admin`);
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: bekleyen istekler bitiriliyor…`);
    const force = setTimeout(() => process.exit(1), config.DRAIN_DELAY_MS + 10_000);
    force.unref();
    await shop.stop();
    process.exit(0);
  });
}

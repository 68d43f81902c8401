import { loadConfig } from './core/config.ts';
import { startShop } from './boot.ts';
import { loggerFor } from './core/logger.ts';

const started = Date.now();
const config = loadConfig();
const log = loggerFor(config);
log.info(`Mağaza başlatılıyor (${config.DATABASE_URL ? 'PostgreSQL sunucusu' : `gömülü PGlite: ${config.pgliteDir}`})…`);
const shop = await startShop(config);

log.info(`Mağaza hazır: ${shop.url}  (${((Date.now() - started) / 1000).toFixed(1)} sn)`);
if (shop.seeded) log.info('Demo katalog yüklendi.');
if (shop.admin) {
  log.info(`Yönetici hesabı: ${shop.admin.username}` + (shop.admin.generatedPassword ? `  şifre: ${shop.admin.generatedPassword}  (yalnızca bu kez gösterilir)` : ''));
  log.info(`Yönetim paneli: ${shop.url}/admin`);
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: bekleyen istekler bitiriliyor…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await shop.stop();
    process.exit(0);
  });
}

// npm run admin:create -- <username> [password]   (a random password is printed when omitted)
import { loadConfig } from '../core/config.ts';
import { openDatabase } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { createAdmin } from './admin-account.ts';

const [username, password] = process.argv.slice(2);
if (!username || username.length < 3) {
  console.error('Kullanım: npm run admin:create -- <kullanıcı-adı> [şifre]');
  process.exit(2);
}
if (password !== undefined && password.length < 6) {
  console.error('Şifre en az 6 karakter olmalıdır');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await migrate(db.sql);
  const admin = await createAdmin(db.sql, username, password ?? null);
  console.log(`Yönetici oluşturuldu: ${admin.username}${admin.generatedPassword ? `  şifre: ${admin.generatedPassword}` : ''}`);
} catch (error) {
  console.error((error as { code?: string }).code === '23505' ? 'Bu kullanıcı adı zaten kullanılıyor' : error);
  process.exitCode = 1;
} finally {
  await db.close();
}

// npm run admin:create -- <username>
// The password is asked for (or read from standard input); left empty, a random one is printed.
import { loadConfig } from '../core/config.ts';
import { keepNewFilesPrivate } from '../core/private-files.ts';
import { openDatabase } from '#db/connection.ts';
import { DataDirInUseError } from '#db/pglite-lock.ts';
import { migrate } from '#db/migrate.ts';
import { createAdmin } from './admin-account.ts';
import { newPasswordProblem, usernameProblem } from './password-policy.ts';
import { readPassword } from './password-prompt.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const args = process.argv.slice(2);
const username = args[0];
if (!username || args.length > 1) {
  console.error(
    'Kullanım: npm run admin:create -- <kullanıcı-adı>   (şifre sorulur ya da standart girdiden okunur; komut satırında verilmez)',
  );
  process.exit(2);
}
const nameProblem = usernameProblem(username);
if (nameProblem) {
  console.error(nameProblem);
  process.exit(2);
}
const password = (await readPassword('Şifre (boş bırakılırsa rastgele üretilir): ')) || null;
const problem = password === null ? null : newPasswordProblem(password, { username, email: '', isAdmin: true });
if (problem) {
  console.error(problem);
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await migrate(db.sql);
  const admin = await createAdmin(db.sql, username, password);
  console.log(
    `Yönetici oluşturuldu: ${admin.username}${admin.generatedPassword ? `  şifre: ${admin.generatedPassword}` : ''}`,
  );
} catch (error) {
  console.error((error as { code?: string }).code === '23505' ? 'Bu kullanıcı adı zaten kullanılıyor' : error);
  process.exitCode = 1;
} finally {
  await db.close();
}

import type { Logger } from '../core/logger.ts';
import type { FirstAdmin } from './admin-account.ts';

// The generated first admin password is for the person starting the shop, never for a log:
// in production the logger writes JSON lines that a collector keeps and others may read.

export const FIRST_ADMIN_MESSAGES = {
  noTerminal:
    'İlk yönetici oluşturulmadı: üretilen şifreyi gösterecek bir terminal yok ve şifre kayda yazılmaz. ADMIN_PASSWORD verin ya da `npm run admin:create -- <kullanıcı-adı>` çalıştırın.',
} as const;

/** Whether a person reads standard output: a terminal, or the readable lines of development. */
export function personReadsOutput(config: { NODE_ENV: string }, stdout: { isTTY?: boolean }): boolean {
  return config.NODE_ENV !== 'production' || stdout.isTTY === true;
}

/**
 * The first admin after a start: the account and the panel as log records, a generated password
 * as one plain line on the terminal (`show`), outside the logger.
 */
export function announceFirstAdmin(admin: FirstAdmin, url: string, log: Logger, show: (line: string) => void): void {
  if (!admin.created) return log.warn(FIRST_ADMIN_MESSAGES.noTerminal);
  log.info(`Yönetici hesabı: ${admin.username}`);
  if (admin.generatedPassword) show(`Yönetici şifresi: ${admin.generatedPassword}  (yalnızca bu kez gösterilir)`);
  log.info(`Yönetim paneli: ${url}/admin`);
}

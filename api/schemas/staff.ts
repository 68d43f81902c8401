import { z } from 'zod';
import './zod-turkish.ts';
import { ADMIN_ROLES, type AdminRole } from '../shared/admin-roles.ts';
import { AUTH_MESSAGES, MAX_PASSWORD, MIN_ADMIN_PASSWORD, emailRule, registerSchema } from './auth.ts';

// The owner's 'Kullanıcılar' card and GET/POST/PUT/DELETE /api/admin/users (issue 50, decision
// 0397). The password's length is checked here; the server adds the policy's common-password and
// same-as-name checks (api/auth/password-policy.ts).

export const STAFF_MESSAGES = {
  role: 'Geçerli bir yetki seçin',
  nothingToChange: 'Değiştirilecek bir bilgi gönderin',
  lastOwner: 'Mağazanın son sahibi kaldırılamaz ya da yetkisi düşürülemez. Önce başka bir kullanıcıyı sahip yapın.',
  notYourself: 'Kendi hesabınızı kaldıramazsınız',
  notFound: 'Kullanıcı bulunamadı',
  created: 'Kullanıcı eklendi',
  saved: 'Kullanıcı güncellendi',
  removed: 'Kullanıcı kaldırıldı',
  passwordReset: 'Şifre değiştirildi; kullanıcının açık oturumları kapatıldı',
} as const;

const roleRule = z.enum(ADMIN_ROLES, STAFF_MESSAGES.role);
const staffPassword = z
  .string(AUTH_MESSAGES.required)
  .min(MIN_ADMIN_PASSWORD, AUTH_MESSAGES.adminPasswordShort)
  .max(MAX_PASSWORD, AUTH_MESSAGES.passwordLong);

/** POST /api/admin/users: the person's sign-in name, e-mail, name, role and first password. */
export const staffCreateSchema = z.object({
  username: registerSchema.shape.username,
  email: emailRule,
  fullName: registerSchema.shape.fullName,
  role: roleRule,
  password: staffPassword,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

/** PUT /api/admin/users/{id}: any of name, role, a new password. */
export const staffUpdateSchema = z
  .object({
    fullName: registerSchema.shape.fullName.optional(),
    role: roleRule.optional(),
    password: staffPassword.optional(),
  })
  .refine((v) => v.fullName !== undefined || v.role !== undefined || v.password !== undefined, {
    message: STAFF_MESSAGES.nothingToChange,
  });
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

/** One row of GET /api/admin/users. */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  fullName: string;
  role: AdminRole;
  createdAt: string;
}

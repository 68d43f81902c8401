import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { btn } from '#site/components/ui/buttons.tsx';
import { apiRequest } from '#site/lib/api-client.ts';
import type { AdminRole } from '#api/shared/admin-roles.ts';
import { STAFF_MESSAGES, type StaffMember } from '#api/schemas/staff.ts';
import { $user } from '../../account/auth-store';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { LoadError, Loading } from '../shared/ui';
import { useAdminList } from '../shared/useAdminList';
import { useSave } from '../shared/useSave';
import { AddStaffDialog, PasswordDialog, RoleSelect } from './StaffForms';

/**
 * 'Kullanıcılar': the owner's staff and their roles (decision 0397). The server refuses what
 * would leave the shop without an owner and says why; this card only shows its message.
 */
export function UsersCard() {
  const me = useStore($user);
  const { items, error, reload, loading } = useAdminList<StaffMember>('/api/admin/users', 'Kullanıcılar yüklenemedi');
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const { run } = useSave();
  const changeRole = async (member: StaffMember, role: AdminRole) => {
    await run(
      () => apiRequest('PUT', `/api/admin/users/${member.id}`, { role }),
      STAFF_MESSAGES.saved,
      'Yetki değiştirilemedi',
    );
    await reload();
  };
  const remove = async () => {
    const path = `/api/admin/users/${removing!.id}`;
    await run(() => apiRequest('DELETE', path), STAFF_MESSAGES.removed, 'Kullanıcı kaldırılamadı');
    await reload();
  };
  return (
    <section aria-labelledby="kullanicilar" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="kullanicilar" className="font-semibold">
          Kullanıcılar
        </h3>
        <button type="button" className={btn.primary} onClick={() => setAdding(true)}>
          Kullanıcı Ekle
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Sahip her şeyi yapar. Sipariş sorumlusu siparişleri, iadeleri, müşterileri ve faturaları; katalog sorumlusu
        ürünleri, kategorileri, fiyatları ve içerikleri yönetir.
      </p>
      {loading && <Loading text="Kullanıcılar yükleniyor..." />}
      {error && <LoadError text={error} onRetry={() => void reload()} />}
      <ul className="mt-3 divide-y divide-slate-200">
        {items?.map((member) => (
          <li key={member.id} className="flex flex-wrap items-end gap-3 py-3">
            <div className="min-w-48 flex-1">
              <p className="font-medium">
                {member.fullName} {member.id === me?.id && <span className="text-sm text-slate-500">(siz)</span>}
              </p>
              <p className="text-sm break-all text-slate-600">
                {member.username} · {member.email}
              </p>
            </div>
            <div className="w-56">
              <RoleSelect
                label={`${member.fullName} yetkisi`}
                value={member.role}
                onValue={(role) => void changeRole(member, role)}
              />
            </div>
            <button type="button" className={btn.small} onClick={() => setResetting(member)}>
              Şifre Belirle
            </button>
            {member.id !== me?.id && (
              <button type="button" className={btn.danger} onClick={() => setRemoving(member)}>
                Kaldır
              </button>
            )}
          </li>
        ))}
      </ul>
      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void reload();
        }}
      />
      <PasswordDialog member={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        message={removing ? `${removing.fullName} artık yönetim paneline giremeyecek. Kaldırılsın mı?` : null}
        confirmLabel="Kaldır"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

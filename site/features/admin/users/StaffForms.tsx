import { useState, type FormEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { Field, InputField, inputClass } from '#site/components/ui/FormField.tsx';
import { FormActions } from '#site/components/ui/buttons.tsx';
import { apiRequest } from '#site/lib/api-client.ts';
import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminRole } from '#api/shared/admin-roles.ts';
import { MIN_ADMIN_PASSWORD } from '#api/schemas/auth.ts';
import { STAFF_MESSAGES, type StaffMember } from '#api/schemas/staff.ts';
import { useSave } from '../shared/useSave';

// The 'Kullanıcılar' card's two forms: a new staff member, and a new password for one.

export function RoleSelect({
  label,
  value,
  onValue,
}: {
  label: string;
  value: AdminRole;
  onValue: (role: AdminRole) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={inputClass} value={value} onChange={(e) => onValue(e.target.value as AdminRole)}>
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {ADMIN_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const passwordHint = `En az ${MIN_ADMIN_PASSWORD} karakter; kişiye güvenli bir yoldan iletin, ilk girişte değiştirmesini isteyin.`;

export function AddStaffDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState({
    username: '',
    email: '',
    fullName: '',
    role: 'orders' as AdminRole,
    password: '',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { busy, run } = useSave();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => apiRequest('POST', '/api/admin/users', form), STAFF_MESSAGES.created, 'Kullanıcı eklenemedi')) {
      setForm({ username: '', email: '', fullName: '', role: 'orders', password: '' });
      onSaved();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title="Kullanıcı Ekle">
      <form onSubmit={submit} className="space-y-3">
        <InputField label="Ad Soyad" required value={form.fullName} onValue={set('fullName')} autoComplete="off" />
        <InputField
          label="E-posta"
          type="email"
          required
          value={form.email}
          onValue={set('email')}
          autoComplete="off"
        />
        <InputField
          label="Kullanıcı adı (girişte)"
          required
          value={form.username}
          onValue={set('username')}
          autoComplete="off"
        />
        <RoleSelect label="Yetki" value={form.role} onValue={(role) => setForm((f) => ({ ...f, role }))} />
        <InputField
          label="İlk şifre"
          type="password"
          required
          minLength={MIN_ADMIN_PASSWORD}
          autoComplete="new-password"
          hint={passwordHint}
          value={form.password}
          onValue={set('password')}
        />
        <FormActions onCancel={onClose} busy={busy} label="Ekle" />
      </form>
    </Dialog>
  );
}

export function PasswordDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const { busy, run } = useSave();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const path = `/api/admin/users/${member!.id}`;
    if (await run(() => apiRequest('PUT', path, { password }), STAFF_MESSAGES.passwordReset, 'Şifre değiştirilemedi')) {
      setPassword('');
      onClose();
    }
  };
  return (
    <Dialog open={member !== null} onClose={onClose} title={`Şifre Belirle: ${member?.fullName ?? ''}`}>
      <form onSubmit={submit} className="space-y-3">
        <InputField
          label="Yeni şifre"
          type="password"
          required
          minLength={MIN_ADMIN_PASSWORD}
          autoComplete="new-password"
          hint={passwordHint}
          value={password}
          onValue={setPassword}
        />
        <FormActions onCancel={onClose} busy={busy} label="Şifreyi Kaydet" />
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog';
import { $accountOpen } from '../../lib/dialogs';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';

type Tab = 'login' | 'register';
const TABS: { id: Tab; label: string }[] = [
  { id: 'login', label: 'Giriş Yap' },
  { id: 'register', label: 'Kayıt Ol' },
];

/** The account dialog (the spec's screens): login by default, register on the second tab. */
export function AccountDialog() {
  const open = useStore($accountOpen);
  const [tab, setTab] = useState<Tab>('login');
  const [forgot, setForgot] = useState(false);
  const close = () => {
    $accountOpen.set(false);
    setTab('login');
    setForgot(false);
  };
  const panel =
    tab === 'register' ? (
      <RegisterForm onDone={close} />
    ) : forgot ? (
      <ForgotPasswordForm onBack={() => setForgot(false)} />
    ) : (
      <LoginForm onDone={close} onForgot={() => setForgot(true)} />
    );

  return (
    <Dialog open={open} onClose={close} title="Hesabım" className="max-w-md">
      <div role="tablist" aria-label="Hesap" className="mb-4 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`account-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`account-panel-${t.id}`}
            onClick={() => {
              setTab(t.id);
              setForgot(false);
            }}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${tab === t.id ? 'bg-white text-slate-900 shadow' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {panel}
      </div>
    </Dialog>
  );
}

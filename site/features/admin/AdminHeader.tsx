import { btn } from '../../components/ui/buttons.tsx';

/** Username with 'Administrator', the welcome line, quick links and logout (the spec's screens). */
export function AdminHeader({ username, onLogout }: { username: string; onLogout: () => void }) {
  const link = 'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
          >
            {username.slice(0, 1).toLocaleUpperCase('tr-TR')}
          </span>
          <div>
            <p className="font-semibold">{username}</p>
            <p className="text-xs text-slate-500">Administrator</p>
          </div>
        </div>
        <nav aria-label="Hızlı bağlantılar" className="flex flex-wrap items-center gap-1">
          <a href="/" className={link}>
            Ana Sayfa
          </a>
          <a href="/urunler" className={link}>
            Ürünler
          </a>
          <a href="/sepet/tamamla" className={link}>
            Ödeme Sayfası
          </a>
          <button type="button" className={btn.secondary} onClick={onLogout}>
            Çıkış Yap
          </button>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-4">
        <h1 className="text-2xl font-bold">Hoş geldiniz, {username}!</h1>
        <p className="text-sm text-slate-600">
          Mağazanızın ürünlerini, içeriklerini ve siparişlerini buradan yönetebilirsiniz.
        </p>
      </div>
    </header>
  );
}

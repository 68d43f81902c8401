import { useEffect, useState, type FormEvent } from 'react';
import type { AccountProfile } from '#api/schemas/account.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useForm } from '../../lib/use-form.ts';
import { deleteMyAccount, loadProfile, setMarketingConsent } from './account-store';
import { openLegal } from '../../lib/dialogs';
import { flashToast, toastError, toastSuccess } from '../../lib/toast';
import { formatLongDateTime } from '#api/shared/date-format.ts';
import { DataExportForm } from './DataExportForm';
import { PasswordSubmit } from './PasswordSubmit';

/** KVKK rights on one card: marketing consent, 'Verilerimi İndir', 'Hesabımı Sil'. */
export function PrivacyPanel() {
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  const { form, field, busy, send } = useForm({ deletePassword: '' });
  useEffect(() => {
    loadProfile().then(setProfile, () => toastError('Bilgileriniz yüklenemedi'));
  }, []);

  const toggleMarketing = async (granted: boolean) => {
    try {
      setProfile(await setMarketingConsent(granted));
      toastSuccess(granted ? 'Ticari ileti izniniz kaydedildi' : 'Ticari ileti izniniz geri alındı');
    } catch (error) {
      toastError(errorMessage(error, 'İzin kaydedilemedi'));
    }
  };

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!form.deletePassword) return toastError('Şifrenizi giriniz');
    if (!window.confirm('Hesabınız kalıcı olarak silinecek. Emin misiniz?')) return;
    // The button stays pending while the browser leaves for the home page.
    const keepBusy = true;
    await send(
      async () => {
        await deleteMyAccount(form.deletePassword);
        flashToast({
          title: 'Hesabınız silindi',
          description: 'Kişisel verileriniz silindi; siparişleriniz yalnızca yasal fatura bilgileriyle saklanıyor.',
        });
        window.location.assign('/');
      },
      'Hesabınız silinemedi',
      keepBusy,
    );
  }

  const card = 'space-y-3 rounded-xl border border-slate-200 p-5';
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">Kişisel Verilerim</h2>
      <p className="text-sm text-slate-600">
        Kişisel verilerinizle ilgili haklarınız{' '}
        <button type="button" className="text-brand-600 underline" onClick={() => openLegal('kvkk')}>
          KVKK Aydınlatma Metni
        </button>
        'nde açıklanmıştır.
      </p>
      <section className={card} aria-labelledby="izin-baslik">
        <h3 id="izin-baslik" className="font-semibold">
          Ticari Elektronik İleti İzni
        </h3>
        {profile && (
          <>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="accent-brand-600 mt-1 h-4 w-4"
                checked={profile.marketingConsent.granted}
                onChange={(e) => void toggleMarketing(e.target.checked)}
              />
              <span>Kampanya ve duyurulardan e-posta ile haberdar olmak istiyorum.</span>
            </label>
            {profile.marketingConsent.changedAt && (
              <p className="text-xs text-slate-500">
                Son değişiklik: {formatLongDateTime(profile.marketingConsent.changedAt)}
              </p>
            )}
          </>
        )}
      </section>
      <DataExportForm className={card} />
      <form onSubmit={remove} noValidate className={`${card} border-red-200`} aria-labelledby="sil-baslik">
        <h3 id="sil-baslik" className="font-semibold text-red-800">
          Hesabımı Sil
        </h3>
        <p className="text-sm text-slate-600">
          Hesabınız, adresleriniz ve izin kayıtlarınız silinir. Siparişleriniz, fatura için yasal saklama süresi boyunca
          yalnızca fatura bilgileriyle (ad, fatura adresi, vergi bilgileri, ürünler ve tutarlar) saklanır; e-posta ve
          telefonunuz siparişlerden silinir.
        </p>
        <PasswordSubmit password={field('deletePassword')} busy={busy} pending="Siliniyor..." look="danger">
          Hesabımı Sil
        </PasswordSubmit>
      </form>
    </div>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, type ContactSubject } from '#api/schemas/contact-texts.ts';
import { SubmitButton } from '../../components/ui/buttons.tsx';

interface Props {
  title?: string;
  /** 'home' uses the home section's shorter success text (the spec's error catalogue gives both readings). */
  variant?: 'home' | 'page';
}

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '' as ContactSubject | '',
  message: '',
  website: '',
};
const isSubject = (v: string | null): v is ContactSubject => CONTACT_SUBJECTS.some((s) => s.value === v);
const label = 'block text-sm font-medium text-slate-700';
const input =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** The contact form: sending state, success clears the form, failure keeps it (the content-and-admin spec's states and transitions). */
export default function ContactForm({ title, variant = 'page' }: Props) {
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const id = useId();

  // 'Teklif Alın' and 'Katalog Talep Et' link here with ?konu=fiyat / ?konu=katalog.
  useEffect(() => {
    const konu = new URLSearchParams(location.search).get('konu');
    if (isSubject(konu)) setForm((f) => ({ ...f, subject: konu }));
  }, []);

  const field = (name: keyof typeof EMPTY) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      await apiRequest('POST', '/api/contact', form);
      setForm(EMPTY);
      toastSuccess(variant === 'home' ? CONTACT_MESSAGES.successShort : CONTACT_MESSAGES.success);
    } catch {
      toastError(CONTACT_MESSAGES.failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={title ?? 'İletişim formu'} id="iletisim-formu">
      {title && <h3 className="text-xl font-semibold text-slate-900">{title}</h3>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className={label} htmlFor={`${id}-name`}>
            Ad Soyad *
          </label>
          <input {...field('name')} required maxLength={100} autoComplete="name" className={input} />
        </div>
        <div>
          <label className={label} htmlFor={`${id}-email`}>
            E-posta *
          </label>
          <input {...field('email')} type="email" required maxLength={254} autoComplete="email" className={input} />
        </div>
        <div>
          <label className={label} htmlFor={`${id}-phone`}>
            Telefon
          </label>
          <input {...field('phone')} type="tel" maxLength={30} autoComplete="tel" className={input} />
        </div>
        <div>
          <label className={label} htmlFor={`${id}-company`}>
            Firma
          </label>
          <input {...field('company')} maxLength={200} autoComplete="organization" className={input} />
        </div>
      </div>
      <div>
        <label className={label} htmlFor={`${id}-subject`}>
          Konu *
        </label>
        <select {...field('subject')} required className={input}>
          <option value="">Konu seçiniz</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className={label} htmlFor={`${id}-message`}>
          Mesaj *
        </label>
        <textarea {...field('message')} required rows={4} maxLength={5000} className={input} />
      </div>
      {/* Honeypot: people never see or fill it; bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Web sitesi</label>
        <input {...field('website')} tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton
        busy={sending}
        pending="Gönderiliyor..."
        className="bg-brand-700 hover:bg-brand-900 w-full rounded-lg px-6 py-3 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        Mesaj Gönder
      </SubmitButton>
    </form>
  );
}

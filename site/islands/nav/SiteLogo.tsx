import { useEffect, useState } from 'react';
import { ApiError, getJson } from '../../lib/api-client';
import { BoltIcon } from './BoltIcon';

const REFRESH_MS = 30_000;

/** GET /api/settings/company_logo; a 404 means no logo (the spec's API calls). */
async function fetchLogo(): Promise<string> {
  try {
    return (await getJson<{ value: string }>('/api/settings/company_logo')).value;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return '';
    throw new Error('Failed to fetch logo setting', { cause: error });
  }
}

/** The header logo: the company_logo image, else a bolt icon; refreshed every 30 s and on window focus. */
export default function SiteLogo({ initialLogo, companyName }: { initialLogo: string; companyName: string }) {
  const [logo, setLogo] = useState(initialLogo);
  useEffect(() => {
    const refresh = () => void fetchLogo().then(setLogo, () => undefined);
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, []);

  return (
    <a
      href="/"
      className="flex min-w-0 items-center gap-2 font-bold text-slate-900"
      aria-label={`${companyName} – Anasayfa`}
    >
      {logo ? (
        <img
          src={logo}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 rounded object-contain"
          data-testid="site-logo-image"
        />
      ) : (
        <span
          className="bg-brand-700 text-accent-400 flex h-10 w-10 shrink-0 items-center justify-center rounded-lg"
          data-testid="site-logo-bolt"
        >
          <BoltIcon className="h-6 w-6" />
        </span>
      )}
      <span className="line-clamp-2 max-w-[11rem] text-sm leading-tight sm:max-w-[16rem]">{companyName}</span>
    </a>
  );
}

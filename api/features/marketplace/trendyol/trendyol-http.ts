import { ChannelUnavailable } from '../channel.ts';
import type { TrendyolConfig } from '#api/core/trendyol-checks.ts';

// Every request to Trendyol's gateway: Basic auth with the API key and secret, and the User-Agent
// Trendyol requires of a seller's own software ("<sellerId> - SelfIntegration"; without one it
// answers 403). A slow gateway is given up after `timeoutMs`; the caller retries on its next run.

export const TRENDYOL_TIMEOUT_MS = 20_000;

export interface TrendyolHttp {
  /** The answer's JSON; null for an empty answer, or for a 404 when `missingIsNull` (a batch result gone). */
  request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: string, missingIsNull?: boolean): Promise<T | null>;
  readonly sellerId: string;
}

export function trendyolHttp(config: TrendyolConfig, timeoutMs = TRENDYOL_TIMEOUT_MS): TrendyolHttp {
  const auth = `Basic ${Buffer.from(`${config.apiKey}:${config.apiSecret}`).toString('base64')}`;
  return {
    sellerId: config.sellerId,
    async request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: string, missingIsNull = false) {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}${path}`, {
          method,
          headers: {
            authorization: auth,
            'user-agent': `${config.sellerId} - SelfIntegration`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new ChannelUnavailable(timedOut ? 'Trendyol zamanında yanıt vermedi' : 'Trendyol’a ulaşılamadı', null);
      }
      const text = await response.text();
      if (response.status === 404 && missingIsNull) return null;
      if (!response.ok) throw new ChannelUnavailable(trendyolProblem(response.status, text), response.status);
      try {
        return text ? (JSON.parse(text) as T) : null;
      } catch {
        throw new ChannelUnavailable(`Trendyol ${response.status}: JSON olmayan yanıt`, response.status);
      }
    },
  };
}

/** Trendyol's error answer in one line: its own message (errors[].message or message) with the status. */
function trendyolProblem(status: number, text: string): string {
  try {
    const json = JSON.parse(text) as { errors?: { message?: string }[]; message?: string };
    const message = json.errors?.map((e) => e.message).join('; ') || json.message;
    if (message) return `Trendyol ${status}: ${message}`.slice(0, 500);
  } catch {
    // not JSON: the status says enough
  }
  return `Trendyol ${status} yanıtı verdi`;
}

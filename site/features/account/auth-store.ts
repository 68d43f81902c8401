import { atom } from 'nanostores';
import { ApiError, apiRequest, getJson } from '../../lib/api-client';
import { AUTH_TOKEN_KEY, USER_ID_KEY, readStorage, writeStorage } from '../../lib/storage-keys';
import type { LoginInput, RegisterPayload } from '#api/schemas/auth.ts';
import type { AdminRole } from '#api/shared/admin-roles.ts';

export interface CurrentUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /** A staff member's role: the admin panel shows only the tabs it may use (decision 0397). */
  adminRole?: AdminRole | null;
  email?: string;
  fullName?: string;
  phone?: string | null;
  /** A trade buyer in a price group: may show prices without KDV (pricing/price-basis.ts). */
  inPriceGroup?: boolean;
}

/** undefined while unknown, null when signed out. */
export const $user = atom<CurrentUser | null | undefined>(undefined);
const USER_CACHE_MS = 5 * 60 * 1000;
let loadedAt = 0;
let inFlight: Promise<CurrentUser | null> | null = null;

/** GET /api/auth/user only when a token is stored; a 401 clears the stored token and id. */
export function loadUser(force = false): Promise<CurrentUser | null> {
  const token = readStorage(AUTH_TOKEN_KEY);
  if (!token) {
    $user.set(null);
    return Promise.resolve(null);
  }
  if (!force && $user.get() !== undefined && Date.now() - loadedAt < USER_CACHE_MS)
    return Promise.resolve($user.get() ?? null);
  inFlight ??= getJson<CurrentUser>('/api/auth/user')
    .then(
      (user) => user,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          writeStorage(AUTH_TOKEN_KEY, null);
          writeStorage(USER_ID_KEY, null);
          return null;
        }
        throw new Error('Failed to fetch user');
      },
    )
    .then((user) => {
      loadedAt = Date.now();
      $user.set(user);
      return user;
    })
    .finally(() => (inFlight = null));
  return inFlight;
}

/** After login or registration: keep the token and id, then refresh the current user. */
export function signIn(token: string, userId: number): Promise<CurrentUser | null> {
  writeStorage(AUTH_TOKEN_KEY, token);
  writeStorage(USER_ID_KEY, String(userId));
  return loadUser(true);
}

/** Ends the session on the server, then forgets it in the browser. */
export async function signOut(): Promise<void> {
  if (readStorage(AUTH_TOKEN_KEY)) await apiRequest('POST', '/api/auth/logout').catch(() => undefined);
  writeStorage(AUTH_TOKEN_KEY, null);
  writeStorage(USER_ID_KEY, null);
  loadedAt = 0;
  $user.set(null);
}

/** POST /api/auth/login, then the session as after any sign-in. Answers the user (isAdmin for the toast). */
export async function logIn(input: LoginInput): Promise<{ id: number; isAdmin: boolean }> {
  const res = await apiRequest('POST', '/api/auth/login', input);
  const { token, user } = (await res.json()) as { token: string; user: { id: number; isAdmin: boolean } };
  await signIn(token, user.id);
  return user;
}

/** POST /api/auth/register (the password confirmation is not sent), then signed in. */
export async function register(input: RegisterPayload): Promise<{ id: number }> {
  const res = await apiRequest('POST', '/api/auth/register', input);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  await signIn(token, user.id);
  return user;
}

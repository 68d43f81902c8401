import type { AdminRole } from '#api/shared/admin-roles.ts';
import { bearer } from './admin-session.ts';

// Staff members made the way the owner makes them (POST /api/admin/users) and signed in through
// the login route, so a test holds the very session a person would.

export const STAFF_PASSWORD = 'Kablo-Pano-2026!';

export async function addStaff(url: string, ownerToken: string, role: AdminRole, name = `${role}_${Date.now() % 1e6}`) {
  const res = await fetch(`${url}/api/admin/users`, {
    method: 'POST',
    headers: { ...bearer(ownerToken), 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@firma.com.tr`,
      fullName: 'Deniz Kaya',
      role,
      password: STAFF_PASSWORD,
    }),
  });
  if (res.status !== 201) throw new Error(`staff not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; username: string; role: AdminRole };
}

export async function signIn(url: string, username: string, password = STAFF_PASSWORD) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, token: res.ok ? ((await res.json()) as { token: string }).token : null };
}

/** A signed-in staff member of the role: their id, name and bearer token. */
export async function staffSession(url: string, ownerToken: string, role: AdminRole, name?: string) {
  const member = await addStaff(url, ownerToken, role, name);
  const { token } = await signIn(url, member.username);
  return { ...member, token: token! };
}

import { useStore } from '@nanostores/react';
import { roleMayCall } from '#api/shared/admin-roles.ts';
import { $user } from '../../account/auth-store';

// Whether the signed-in staff member may call an admin route, read from the one role table
// (api/shared/admin-roles.ts, decision 0397) the API's guard reads, so a panel never shows a
// control whose request would come back 403. `route` is the route as registered (`:id` for a
// parameter). Hiding is a courtesy; the API decides.
export function useCan(method: string, route: string, params?: Record<string, string>): boolean {
  const role = useStore($user)?.adminRole ?? null;
  return roleMayCall(role, method, route, params);
}

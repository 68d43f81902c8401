/**
 * How pg_dump and pg_restore reach the database without its password on their command line,
 * where every local user reads it (`ps`, /proc/<pid>/cmdline) and an error message repeats it:
 * the URL goes without its password, the password through PGPASSWORD in the child's environment.
 */
export function pgClientTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.href, env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

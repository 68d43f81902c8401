import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

/**
 * Claims one run of a periodic job for this instance: true when the job's next run was due
 * and this call moved it forward, false when another instance (or an earlier tick) already
 * did. The row update is atomic, so with several instances each run happens once
 * (docs/decisions/0171). The next run is due a little before `everyMs`, so timer drift on
 * the claiming instance does not skip a whole interval.
 */
export async function claimJobRun(sql: Sql, name: string, everyMs: number, instanceId: string): Promise<boolean> {
  const dueInMs = Math.floor(everyMs * 0.9);
  const rows = await sql<Row<'job_runs', 'name'>[]>`
    INSERT INTO job_runs (name, next_run_at, last_started_at, last_instance, run_count)
    VALUES (${name}, now() + ${dueInMs} * interval '1 millisecond', now(), ${instanceId}, 1)
    ON CONFLICT (name) DO UPDATE SET next_run_at = EXCLUDED.next_run_at, last_started_at = now(),
      last_instance = EXCLUDED.last_instance, run_count = job_runs.run_count + 1
    WHERE job_runs.next_run_at <= now()
    RETURNING name`;
  return rows.length > 0;
}

// Scheduled jobs (the collections issue publishes at a time): one row each in `jobs`. A job runs
// once however many processes poll: on PostgreSQL each claim takes a due row with
// `select … for update skip locked` (other processes skip it while it runs) and marks it done in
// the same transaction; on SQLite, which one process opens, transactions run one at a time. A
// handler that throws rolls its claim back, so the job is tried again at the next poll.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { JobsTable } from './database-shared';
import { isPostgres } from './engine';
import { jsonText } from './json-column';

export interface Job {
  readonly id: string;
  readonly kind: string;
  readonly payload: unknown;
  /** Epoch milliseconds. */
  readonly runAt: number;
}

export type JobHandler = (job: Job) => Promise<void>;

const jobOf = (row: JobsTable): Job => ({
  id: row.id,
  kind: row.kind,
  payload: JSON.parse(row.payload),
  runAt: row.run_at,
});

export class JobStore {
  constructor(
    private readonly db: Kysely<Database>,
    /** Names this process in `done_by`. */
    private readonly worker: string = `${process.pid}`,
  ) {}

  async schedule(kind: string, payload: unknown, runAt: number): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('jobs')
      .values({ id, kind, payload: jsonText(this.db, payload), run_at: runAt, done_at: null })
      .execute();
    return id;
  }

  /** Claims and runs one due job; false when none is due (or every due one is being run). */
  runOne(now: number, handle: JobHandler): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('jobs')
        .selectAll()
        .where('done_at', 'is', null)
        .where('run_at', '<=', now)
        .orderBy('run_at')
        .orderBy('id')
        .limit(1);
      if (isPostgres(trx)) due = due.forUpdate().skipLocked();
      const row = await due.executeTakeFirst();
      if (!row) return false;
      await handle(jobOf(row));
      await trx
        .updateTable('jobs')
        .set({ done_at: now, done_by: this.worker })
        .where('id', '=', row.id)
        .execute();
      return true;
    });
  }

  /** Runs every due job; how many ran. */
  async runDue(now: number, handle: JobHandler): Promise<number> {
    let ran = 0;
    while (await this.runOne(now, handle)) ran += 1;
    return ran;
  }

  /** A job as stored, with who ran it (tests and the admin's view). */
  async get(id: string): Promise<(Job & { doneBy: string | null }) | undefined> {
    const row = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...jobOf(row), doneBy: row.done_by };
  }
}

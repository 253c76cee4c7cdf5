import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Logger, type SQL, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a service receives inside db.transaction(). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Receives the NOTIFY payloads of a channel until the returned function is called. On PostgreSQL a
   * connection of its own listens and is reopened after a loss; `onConnect` runs each time it (re)starts
   * listening, since notifications sent in between are lost.
   */
  listen(channel: string, onPayload: (payload: string) => void, onConnect: () => void): Promise<() => void>;
  /** PostgreSQL's pool for the metrics; null with PGlite (one connection, no pool). */
  pool(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

const LISTEN_RECONNECT_MS = 1_000;

async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnect: () => void,
): Promise<() => void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on("error", () => reconnect(next));
    next.on("end", () => reconnect(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    onConnect();
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost || retry) return;
    lost.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => reconnect(client!));
    }, LISTEN_RECONNECT_MS);
    retry.unref();
  };
  await connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    client?.end().catch(() => {});
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Any number, as long as every instance of the portal uses the same one. */
const MIGRATION_LOCK_KEY = 4_202_611;

/**
 * Opens the database and brings its schema up to date.
 * `databaseUrl` selects PostgreSQL; otherwise PGlite stores its files in `pgliteDir`
 * (or keeps everything in memory when that is "memory://", as the tests do).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** Sees every statement before it runs (the tests' check that writes raise their generation). */
  queryLogger?: Logger;
}): Promise<Database> {
  const logger = options.queryLogger ?? false;
  if (options.databaseUrl) {
    // A request waits this long at most for a connection (a full pool, an unanswered connect) and then
    // fails with 503 instead of hanging while the server is away (ops/database-outage.ts).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3_000,
    });
    // An idle connection the server ended (restart, failover) is dropped by the pool and replaced on demand;
    // unheard, its error would end the process.
    pool.on("error", () => {});
    const db = drizzleNodePg({ client: pool, schema, casing: "snake_case", logger });
    // Several instances may start at once: only one of them migrates at a time.
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
    return {
      db: db as unknown as Db,
      kind: "postgres",
      listen: (channel, onPayload, onConnect) =>
        listenPostgres(options.databaseUrl!, channel, onPayload, onConnect),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith("memory://")) await mkdir(options.pgliteDir, { recursive: true });
  // pg_trgm: parts of compound words in titles (search_sql) and the marketplace search (marketplace).
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: "snake_case", logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    async listen(channel, onPayload, onConnect) {
      const unsubscribe = await client.listen(channel, onPayload);
      onConnect();
      return () => void unsubscribe().catch(() => {});
    },
    pool: () => null,
    close: () => client.close(),
  };
}

export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}

/** The newest migration this release ships (its folder time, as drizzle records it). */
const newestMigration = Math.max(
  ...readMigrationFiles({ migrationsFolder }).map((file) => file.folderMillis),
);

/** Whether the database holds every migration of this release (drizzle's own journal table). */
export async function schemaCurrent(db: Db): Promise<boolean> {
  const [row] = await selectRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0) >= newestMigration;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface Executable<Args, Result> {
  execute(args: Args): Promise<Result>;
}

/**
 * A hot read built once per database and then only executed with its placeholders filled: no SQL is
 * built per call, and on PostgreSQL the named statement is parsed and planned once per connection.
 * `build` returns Drizzle's `.prepare(name)` of a query written with `sql.placeholder`s.
 */
export function preparedPerDatabase<Args extends Record<string, unknown>, Result>(
  build: (db: Db) => Executable<Args, Result>,
): (db: Db, args: Args) => Promise<Result> {
  const statements = new WeakMap<Db, Executable<Args, Result>>();
  return (db, args) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement.execute(args);
  };
}

/** A placeholder for a moment, passed as an ISO string (the drivers differ in how they send a Date). */
export const momentPlaceholder = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

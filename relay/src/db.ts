import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  cursor INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  record_type TEXT,
  record_id INTEGER,
  path TEXT,
  payload_json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  events_json TEXT,
  quiet_hours_json TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cursor INTEGER REFERENCES events(cursor),
  destination TEXT NOT NULL,
  subscription_id INTEGER,
  target TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  updated_at INTEGER NOT NULL,
  notice_json TEXT
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (destination, state, next_attempt_at);
CREATE INDEX IF NOT EXISTS deliveries_subscription ON deliveries (subscription_id, state);
`

/*
 * Three connections to one WAL database. Events are written by the writer thread (keep-worker.js), synced before
 * each answer. On the main thread:
 * - `durable`, synchronous = FULL: subscriptions and test notices (rare writes), and every read;
 * - `outbox`, synchronous = NORMAL: delivery states, so a state change costs no fsync. A process that dies loses
 *   nothing committed; a power cut may lose the last "delivered" marks, and those notices are sent again. It never
 *   waits for the lock (busy_timeout = 0): while the writer thread holds it, the worker tries again a moment later.
 */
export type Connections = {
  file: string
  durable: Database.Database
  outbox: Database.Database
  close(): void
}

function open(file: string, synchronous: 'FULL' | 'NORMAL', busyTimeoutMs: number): Database.Database {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma(`synchronous = ${synchronous}`)
  db.pragma(`busy_timeout = ${busyTimeoutMs}`)
  // Checkpoints (which sync the database file) run in the writer thread, after its commits, never here.
  db.pragma('wal_autocheckpoint = 0')
  return db
}

export function openDatabase(dataDir: string): Connections {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = join(dataDir, 'relay.sqlite')
  const durable = open(file, 'FULL', 5000)
  durable.exec(SCHEMA)
  const outbox = open(file, 'NORMAL', 0)
  return {
    file,
    durable,
    outbox,
    close() {
      outbox.close()
      durable.close()
    },
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)

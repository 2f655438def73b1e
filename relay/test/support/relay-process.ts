import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const RELAY_DIR = fileURLToPath(new URL('../..', import.meta.url))
export const SECRET = 'test-secret-current'
export const OLD_SECRET = 'test-secret-previous'
export const ACCESS_KEY = 'test-access-key'

export type RunningRelay = { url: string; process: ChildProcess; log: () => string; stop(): Promise<void>; kill(): Promise<void> }

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'relay-test-'))
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true })

/**
 * The relay as a real process on a free loopback port; one node process (no tsx wrapper), so a kill reaches it.
 * RELAY_NODE_ARGS adds Node options (a CPU profile of the bench: `--cpu-prof --cpu-prof-dir=<folder>`).
 */
export function startRelay(env: Record<string, string>, dataDir: string): Promise<RunningRelay> {
  const child = spawn(process.execPath, [...(process.env.RELAY_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'src/main.ts'], {
    cwd: RELAY_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      RELAY_WEBHOOK_SECRETS: `${SECRET},${OLD_SECRET}`,
      RELAY_ACCESS_KEY: ACCESS_KEY,
      RELAY_PORT: '0',
      RELAY_DATA_DIR: dataDir,
      RELAY_ALLOW_LOOPBACK_DESTINATIONS: '1',
      RELAY_RETRY_BASE_MS: '50',
      RELAY_RETRY_MAX_MS: '400',
      RELAY_TELEGRAM_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`the relay did not start:\n${output}`)), 15_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (match?.[1] === undefined) return
      clearTimeout(timeout)
      resolve({
        url: match[1],
        process: child,
        log: () => output,
        async stop() {
          child.kill('SIGTERM')
          await exited
        },
        async kill() {
          child.kill('SIGKILL')
          await exited
        },
      })
    })
    child.once('exit', (code) => {
      clearTimeout(timeout)
      reject(new Error(`the relay stopped (${code}):\n${output}`))
    })
  })
}

/** Runs the relay expecting it to refuse to start; resolves with its exit code and output. */
export function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: RELAY_DIR, env: { PATH: process.env.PATH ?? '', RELAY_PORT: '0', ...env } })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    }),
  )
}

/** Polls until `check` holds, or fails after `withinMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const until = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 20))
  }
}

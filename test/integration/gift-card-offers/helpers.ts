import { onTestFinished } from 'vitest'
import { server } from '../../../src/mocks/node'

/** The writes the page sends from now on, as "METHOD /path body", for the rest of the test. */
export function recordWrites(): string[] {
  const writes: string[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`.trim())
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return writes
}

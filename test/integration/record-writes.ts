import { onTestFinished } from 'vitest'
import { server } from '../../src/mocks/node'

/** Every write of this test that reached the network, as "METHOD /path body"; GETs are left out. */
export function recordWrites(): string[] {
  const writes: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return
    void request
      .clone()
      .text()
      .then((body) => writes.push(`${request.method} ${new URL(request.url).pathname} ${body}`.trim()))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return writes
}

import { afterEach } from 'vitest'
import { server } from '../../../src/mocks/node'

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  localStorage.clear()
})

/** Every write that reached the network from now on: method, path and body. */
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
  cleanups.push(() => server.events.removeListener('request:start', listener))
  return writes
}

// The push encryption thread: RFC 8291 encryption (an ECDH key pair per message, about half a millisecond of CPU)
// off the main thread, which receives the webhooks. Plain JavaScript: a worker thread does not inherit the
// TypeScript loader. Messages: thread.ts; the request is web-push's generateRequestDetails arguments.
import { parentPort } from 'node:worker_threads'
import webpush from 'web-push'

parentPort.on('message', (message) => {
  if (message === 'close') {
    parentPort.close()
    return
  }
  try {
    const { subscription, payload, options } = message.request
    const { endpoint, headers, body } = webpush.generateRequestDetails(subscription, payload, options)
    parentPort.postMessage({ id: message.id, reply: { endpoint, headers, body } })
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) })
  }
})

import { Worker } from 'node:worker_threads'

/**
 * A worker thread asked one thing at a time by id: each call's promise settles with the thread's reply. A thread
 * that fails or stops fails every call waiting and every later one. Its file is plain JavaScript: a worker thread
 * does not inherit the TypeScript loader.
 */
export function startThread<Request, Reply>(file: URL, workerData: unknown) {
  const worker = new Worker(file, { workerData })
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>()
  let next = 0
  let failure: Error | null = null
  const fail = (error: Error) => {
    failure ??= error
    for (const entry of waiting.values()) entry.reject(failure)
    waiting.clear()
  }
  worker.on('message', (message: { id: number; reply?: Reply; error?: string }) => {
    const entry = waiting.get(message.id)
    waiting.delete(message.id)
    if (message.error !== undefined) entry?.reject(new Error(message.error))
    else entry?.resolve(message.reply as Reply)
  })
  worker.on('error', fail)
  const exited = new Promise<void>((done) =>
    worker.once('exit', () => {
      fail(new Error('a worker thread stopped'))
      done()
    }),
  )
  return {
    call(request: Request): Promise<Reply> {
      if (failure !== null) return Promise.reject(failure)
      const id = (next += 1)
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        worker.postMessage({ id, request })
      })
    },
    async close(): Promise<void> {
      worker.postMessage('close')
      await exited
    },
  }
}

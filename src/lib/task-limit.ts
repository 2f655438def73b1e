/**
 * Runs at most `limit` tasks at once; the others wait their turn, in order. A task whose `signal` aborts while it
 * waits is not started.
 */
export function taskLimit(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    while (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    if (signal?.aborted) {
      waiting.shift()?.()
      signal.throwIfAborted()
    }
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

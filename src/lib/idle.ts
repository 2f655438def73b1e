/**
 * Runs `run` in the browser's next idle moment (at the latest after `timeoutMs`), or after the current task where
 * there are no idle callbacks. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 0)
  return () => clearTimeout(handle)
}

interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Ends the current task and resumes in a new one as soon as the browser has had its turn (input, paint): a long
 * piece of work split at these points never blocks the page for long.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

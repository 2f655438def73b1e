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

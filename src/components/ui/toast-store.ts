export type ToastTone = 'success' | 'error' | 'info'

interface ToastOptions {
  /** A second line: what went wrong, what happens next. */
  details?: string
  /** The API's request id of a failure, for a support ticket. */
  requestId?: string
}

export interface ToastItem extends ToastOptions {
  id: number
  tone: ToastTone
  title: string
}

// A few at a time: older ones make room.
const MAX_TOASTS = 3
let toasts: readonly ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly ToastItem[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

function show(tone: ToastTone, title: string, options: ToastOptions = {}): number {
  const id = nextId++
  publish([...toasts, { id, tone, title, ...options }].slice(-MAX_TOASTS))
  return id
}

/** Tells the seller an action finished: `toast.success('Credentials saved')`, `toast.error(title, { requestId })`. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  dismiss: (id: number) => publish(toasts.filter((item) => item.id !== id)),
  clear: () => publish([]),
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const getToasts = () => toasts

import { authMode, currentToken } from './auth'
import { createApiClient, DEFAULT_TIMEOUT_MS } from './client'
import { recordListAvailability } from './list-availability'
import { recordRateLimit } from './rate-limit'

/** A positive whole number of milliseconds from the build's environment, else the default. */
export function timeoutFromEnv(value: unknown): number {
  const ms = typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value) : NaN
  return ms > 0 ? ms : DEFAULT_TIMEOUT_MS
}

/**
 * The app's one API client. `VITE_API_BASE_URL` names another origin; by default the app's own.
 * `VITE_API_TIMEOUT_MS` sets how long a request may take before it is given up (default 30 s).
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getToken: currentToken,
  timeoutMs: timeoutFromEnv(import.meta.env.VITE_API_TIMEOUT_MS),
  auth: authMode,
  onRateLimit: (reading) => recordRateLimit(reading),
  onListAvailability: recordListAvailability,
})

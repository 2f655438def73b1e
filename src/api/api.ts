import { getToken } from '../lib/session'
import { createApiClient } from './client'

/** The app's one API client. `VITE_API_BASE_URL` names another origin; by default the app's own. */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getToken,
})

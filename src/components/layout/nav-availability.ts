import { createContext } from 'react'

/**
 * Whether the list a navigation entry opens (by its path, "/disputes") is missing on this server. The app
 * provides it from what the server has answered; by default every list is there.
 */
export const NavAvailability = createContext<(to: string) => boolean>(() => false)

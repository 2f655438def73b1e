import { createContext, use } from 'react'

/** The name of the shop on screen, for the parts of the shell that say whose session it is; null: no shops. */
export const CurrentShopContext = createContext<string | null>(null)

export function useCurrentShopName(): string | null {
  return use(CurrentShopContext)
}

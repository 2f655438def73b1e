import { useState } from 'react'

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true'
  } catch {
    return false
  }
}

/** A yes/no preference of this browser (localStorage), written only when the seller changes it. */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key))
  const update = (next: boolean) => {
    setValue(next)
    try {
      localStorage.setItem(key, String(next))
    } catch {
      // Blocked storage: the choice lasts for this page only.
    }
  }
  return [value, update]
}

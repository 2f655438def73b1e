import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Opens the command palette from the header's search button; resolves to its field (a combobox). */
export async function openPalette(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^Search/ }))
  return screen.findByRole('combobox', { name: 'Search pages, actions and ids' })
}

/** The palette's options, by their text. */
export function paletteOptionNames(): string[] {
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '')
}

import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Opens the command palette from the header's search button; resolves to its field (a combobox). */
export async function openPalette(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^Search/ }))
  return screen.findByRole('combobox', { name: 'Search pages, actions and ids' })
}

/** The palette's options, by their text (not the options of a select on the page behind it). */
export function paletteOptionNames(): string[] {
  return screen.queryAllByRole('option', { hidden: false }).map((option) => option.textContent ?? '')
}

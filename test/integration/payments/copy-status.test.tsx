import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'

describe("the local copy's status line", () => {
  it('says the end of the first read in the same sentence element: no new, later paint', async () => {
    await renderRoute('/payments')
    const reading = await screen.findByText(/^Copying a year of payments here/)
    await waitFor(() => expect(screen.getByText(/^Local copy as of/)).toBe(reading), { timeout: 10_000 })
  })
})

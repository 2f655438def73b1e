import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PartUnavailable } from '../../../src/components/layout/part-unavailable'

function Shell({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <PartUnavailable
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next)
          setOpen(next)
        }}
      />
    </>
  )
}

describe('PartUnavailable', () => {
  it('is a named alert dialog with the focus on its one action', async () => {
    const user = userEvent.setup()
    render(<Shell />)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'This part could not be loaded' })
    expect(dialog).toHaveAccessibleDescription(/Check your connection, then reload the page\./)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload the page' })).toHaveFocus())
  })

  it('keeps the focus inside while it is open', async () => {
    const user = userEvent.setup()
    render(<Shell />)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const reload = await screen.findByRole('button', { name: 'Reload the page' })
    await waitFor(() => expect(reload).toHaveFocus())
    await user.tab()
    expect(reload).toHaveFocus()
    await user.tab({ shift: true })
    expect(reload).toHaveFocus()
  })

  it('closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(<Shell onOpenChange={onOpenChange} />)
    const search = screen.getByRole('button', { name: 'Search' })
    await user.click(search)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload the page' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(search).toHaveFocus()
  })
})

import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../../../src/components/ui/dialog'
import { SheetContent } from '../../../src/components/ui/sheet'

function AcceptDialog() {
  return (
    <>
      <button type="button">Before</button>
      <Dialog>
        <DialogTrigger>Accept dispute</DialogTrigger>
        <DialogContent>
          <DialogTitle>Accept dispute</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
          <label>
            Message <textarea />
          </label>
          <DialogFooter>
            <DialogClose>Cancel</DialogClose>
            <button type="button">Accept</button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('opens as a named modal dialog with the focus inside', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    await user.click(screen.getByRole('button', { name: 'Accept dispute' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept dispute' })
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('keeps the focus inside while it is open', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    await user.click(screen.getByRole('button', { name: 'Accept dispute' }))
    const dialog = screen.getByRole('dialog')
    for (let press = 0; press < 6; press++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes with Escape, the close button or Cancel, giving the focus back to its trigger', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    const trigger = screen.getByRole('button', { name: 'Accept dispute' })
    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Close' })),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      await user.click(trigger)
      await close()
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(trigger).toHaveFocus()
    }
  })
})

describe('SheetContent', () => {
  it('is a dialog along the edge, trapping and returning the focus the same way', async () => {
    const user = userEvent.setup()
    render(
      <Dialog>
        <DialogTrigger>Menu</DialogTrigger>
        <SheetContent side="left" aria-describedby={undefined} closeLabel="Close menu">
          <DialogTitle>Navigation</DialogTitle>
          <a href="/gift-card-orders">Gift card orders</a>
        </SheetContent>
      </Dialog>,
    )
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const sheet = screen.getByRole('dialog', { name: 'Navigation' })
    await user.tab()
    await user.tab()
    expect(sheet).toContainElement(document.activeElement as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus()
  })
})

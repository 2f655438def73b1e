import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentProps } from 'react'
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

  it('moves the focus to the first field, and Tab and Shift+Tab go round at either end', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    await user.click(screen.getByRole('button', { name: 'Accept dispute' }))
    const message = screen.getByRole('textbox', { name: 'Message' })
    const close = screen.getByRole('button', { name: 'Close' })
    expect(message).toHaveFocus()
    await user.tab({ shift: true })
    expect(close).toHaveFocus()
    await user.tab()
    expect(message).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('names itself by its title and describes itself by its description', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    await user.click(screen.getByRole('button', { name: 'Accept dispute' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Accept dispute' }).id)
    expect(dialog).toHaveAttribute('aria-describedby', screen.getByText('This cannot be undone.').id)
  })

  it('closes on a pointer down on the dimmed page around it', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    const trigger = screen.getByRole('button', { name: 'Accept dispute' })
    await user.click(trigger)
    const overlay = screen.getByRole('dialog').previousElementSibling as Element
    await user.pointer({ keys: '[MouseLeft>]', target: overlay })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('takes back the focus a script sends to the page behind, to the control that had it', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    const before = screen.getByRole('button', { name: 'Before', hidden: true })
    await user.click(screen.getByRole('button', { name: 'Accept dispute' }))
    before.focus()
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus()
    await user.tab()
    before.focus()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('makes the page behind inert and still while open, and gives it back on closing', async () => {
    const user = userEvent.setup()
    render(<AcceptDialog />)
    const before = screen.getByRole('button', { name: 'Before', hidden: false })
    await user.click(screen.getByRole('button', { name: 'Accept dispute' }))
    expect(before.closest('[inert]')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Before', hidden: false })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { hidden: false }).closest('[inert]')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(before.closest('[inert]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Before', hidden: false })).toBe(before)
    expect(document.documentElement.style.overflow).toBe('')
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

describe('Dialog, as its callers use it', () => {
  function Controlled({ onCloseAutoFocus, onOpenAutoFocus }: Pick<ComponentProps<typeof DialogContent>, 'onCloseAutoFocus' | 'onOpenAutoFocus'>) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <button type="button" id="elsewhere">
          Elsewhere
        </button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined} onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
            <DialogTitle>Keyboard shortcuts</DialogTitle>
            <input aria-label="Filter" />
          </DialogContent>
        </Dialog>
      </>
    )
  }

  it('leaves the focus where the caller puts it when the caller prevents its return', async () => {
    const user = userEvent.setup()
    const elsewhere = () => document.getElementById('elsewhere')
    render(
      <Controlled
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          elsewhere()?.focus()
        }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(elsewhere()).toHaveFocus())
  })

  it('lets the caller choose the focus on opening, and has no description when told so', async () => {
    const user = userEvent.setup()
    render(
      <Controlled
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          screen.getByRole('button', { name: 'Close' }).focus()
        }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).not.toHaveAttribute('aria-describedby')
  })

  it('closes only the topmost of two dialogs on Escape, the focus going back into the one below', async () => {
    const user = userEvent.setup()
    render(
      <Dialog>
        <DialogTrigger>Menu</DialogTrigger>
        <SheetContent aria-describedby={undefined}>
          <DialogTitle>Navigation</DialogTitle>
          <Dialog>
            <DialogTrigger>Search</DialogTrigger>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Search and commands</DialogTitle>
            </DialogContent>
          </Dialog>
        </SheetContent>
      </Dialog>,
    )
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const navigation = screen.getByRole('dialog', { name: 'Navigation' })
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(navigation.closest('[inert]')).not.toBeNull()
    expect(screen.getByRole('dialog', { hidden: false })).toHaveAccessibleName('Search and commands')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument()
    expect(navigation.closest('[inert]')).toBeNull()
    expect(screen.getByRole('dialog', { hidden: false })).toBe(navigation)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('runs the own click of a DialogClose child first, which can keep the dialog open', async () => {
    const user = userEvent.setup()
    const clicks: string[] = []
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent role="alertdialog" hideClose>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription asChild>
            <div>Your changes are not saved.</div>
          </DialogDescription>
          <DialogClose asChild>
            <button type="button" onClick={(event) => (clicks.push('stay'), event.preventDefault())}>
              Stay
            </button>
          </DialogClose>
          <DialogClose asChild>
            <button type="button" onClick={() => clicks.push('leave')}>
              Leave
            </button>
          </DialogClose>
        </DialogContent>
      </Dialog>,
    )
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' })
    expect(dialog).toHaveAccessibleDescription('Your changes are not saved.')
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(dialog).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(dialog).not.toBeInTheDocument()
    expect(clicks).toEqual(['stay', 'leave'])
  })
})

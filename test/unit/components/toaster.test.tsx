import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../src/components/ui/toast-store'
import { Toaster } from '../../../src/components/ui/toaster'

beforeEach(() => {
  // Real time moves the fake clock too, so Testing Library's own waits still end.
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  act(() => toast.clear())
  vi.useRealTimers()
})

const setup = () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  render(<Toaster />)
  return { user, region: screen.getByRole('status', { name: 'Notifications' }) }
}

describe('Toaster', () => {
  it('announces a finished action in its live region', () => {
    const { region } = setup()
    expect(region).toBeEmptyDOMElement()
    act(() => void toast.success('Credentials saved'))
    expect(within(region).getByText('Credentials saved')).toBeVisible()
  })

  it('shows a failure’s details and request id', () => {
    const { region } = setup()
    act(() => void toast.error('Dispute not accepted', { details: 'Server error (503)', requestId: 'req-42' }))
    expect(region).toHaveTextContent('Dispute not accepted')
    expect(region).toHaveTextContent('Server error (503)')
    expect(region).toHaveTextContent('Quote this id to support: req-42')
  })

  it('goes when dismissed', async () => {
    const { user } = setup()
    act(() => {
      toast.success('Copied')
      toast.success('CSV ready')
    })
    await user.click(screen.getByRole('button', { name: 'Dismiss: Copied' }))
    expect(screen.queryByText('Copied')).not.toBeInTheDocument()
    expect(screen.getByText('CSV ready')).toBeInTheDocument()
  })

  it('goes by itself after a while', () => {
    setup()
    act(() => void toast.success('Credentials saved'))
    act(() => vi.advanceTimersByTime(4500))
    expect(screen.getByText('Credentials saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(600))
    expect(screen.queryByText('Credentials saved')).not.toBeInTheDocument()
  })

  it('stays while the pointer rests on it or the focus is inside, then resumes', async () => {
    const { user } = setup()
    act(() => void toast.success('Credentials saved'))
    act(() => vi.advanceTimersByTime(3000))
    await user.hover(screen.getByText('Credentials saved'))
    act(() => vi.advanceTimersByTime(10000))
    expect(screen.getByText('Credentials saved')).toBeInTheDocument()
    await user.unhover(screen.getByText('Credentials saved'))
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('Credentials saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1100))
    expect(screen.queryByText('Credentials saved')).not.toBeInTheDocument()

    act(() => void toast.error('Not saved'))
    act(() => screen.getByRole('button', { name: 'Dismiss: Not saved' }).focus())
    act(() => vi.advanceTimersByTime(20000))
    expect(screen.getByText('Not saved')).toBeInTheDocument()
  })

  it('keeps only the latest few', () => {
    setup()
    act(() => ['One', 'Two', 'Three', 'Four'].forEach((title) => toast.info(title)))
    expect(screen.queryByText('One')).not.toBeInTheDocument()
    expect(screen.getByText('Four')).toBeInTheDocument()
  })
})

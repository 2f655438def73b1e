import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SubmitButton } from '../../../src/components/ui/submit-button'

function renderInForm(button: React.ReactNode) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
  render(<form onSubmit={onSubmit}>{button}</form>)
  return onSubmit
}

describe('SubmitButton', () => {
  it('submits its form', async () => {
    const onSubmit = renderInForm(<SubmitButton>Save credentials</SubmitButton>)
    await userEvent.click(screen.getByRole('button', { name: 'Save credentials' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('says it is sending and cannot send twice', () => {
    renderInForm(
      <SubmitButton pending pendingLabel="Accepting…">
        Accept dispute
      </SubmitButton>,
    )
    expect(screen.queryByRole('button', { name: 'Accept dispute' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Accepting…' })).toBeDisabled()
  })

  it('waits out a rate limit, counting the seconds', () => {
    const { rerender } = render(<SubmitButton waitSeconds={5}>Save</SubmitButton>)
    expect(screen.getByRole('button', { name: 'Try again in 5 s' })).toBeDisabled()
    rerender(<SubmitButton waitSeconds={0}>Save</SubmitButton>)
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('submits a form it sits outside of', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <>
        <form id="dispute" onSubmit={onSubmit} />
        <SubmitButton form="dispute">Accept</SubmitButton>
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})

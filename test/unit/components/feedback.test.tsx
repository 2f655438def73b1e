import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Alert } from '../../../src/components/ui/alert'
import { FormFooter } from '../../../src/components/ui/form-footer'
import { PageLoading } from '../../../src/components/ui/page-loading'

describe('Alert', () => {
  it('shows its title and message in its tone, with the role the caller gives', () => {
    render(
      <Alert tone="warning" role="status" title="Saved, with a warning">
        <p>The order is already completed.</p>
      </Alert>,
    )
    const alert = screen.getByRole('status')
    expect(alert).toHaveTextContent('Saved, with a warning')
    expect(alert).toHaveTextContent('The order is already completed.')
    expect(alert).toHaveAttribute('data-tone', 'warning')
  })

  it('has no role of its own, so text present from the start is not announced', () => {
    render(<Alert>Demo data only.</Alert>)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText('Demo data only.')).toHaveAttribute('data-tone', 'info')
  })
})

describe('PageLoading', () => {
  it('says politely what is loading, the spinner hidden', () => {
    const { container } = render(<PageLoading label="Loading the order…" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the order…')
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument()
  })
})

describe('FormFooter', () => {
  const status = { pending: 'Saving…', wait: (seconds: number) => `You can save again in ${seconds} s.`, idle: 'Unsaved changes' }

  it('keeps the submit label while sending and says so in its status line', () => {
    render(<FormFooter submit="Save credentials" pending waitSeconds={0} status={status} />)
    expect(screen.getByRole('button', { name: 'Save credentials' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Saving…')
  })

  it('waits out a rate limit, then offers the action with the idle status', () => {
    const { rerender } = render(<FormFooter submit="Save credentials" pending={false} waitSeconds={3} status={status} />)
    expect(screen.getByRole('button', { name: 'Save credentials' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('You can save again in 3 s.')
    rerender(<FormFooter submit="Save credentials" pending={false} waitSeconds={0} status={status} />)
    expect(screen.getByRole('button', { name: 'Save credentials' })).toBeEnabled()
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes')
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Alert } from '../../../src/components/ui/alert'
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
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})

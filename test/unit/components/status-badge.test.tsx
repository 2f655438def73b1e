import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from '../../../src/components/ui/badge'
import styles from '../../../src/components/ui/tone.module.css'
import { StatusBadge } from '../../../src/components/ui/status-badge'

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['in_delivery', 'In delivery', 'info'],
    ['delivered', 'Delivered', 'success'],
    ['refunded', 'Refunded', 'danger'],
    ['waiting_for_seller', 'Waiting for seller', 'warning'],
    ['waiting_for_buyer', 'Waiting for buyer', 'info'],
    ['closed', 'Closed', 'neutral'],
    ['active', 'Active', 'success'],
    ['paused', 'Paused', 'neutral'],
  ])('shows %s as "%s" in the %s tone', (status, text, tone) => {
    render(<StatusBadge status={status} />)
    expect(screen.getByText(text)).toHaveClass(styles[tone]!)
  })

  it.each([
    ['on_hold', 'On hold'],
    ['Partially-Refunded', 'Partially Refunded'],
    ['constructor', 'Constructor'],
  ])('shows an unknown status %s humanised and neutral', (status, text) => {
    render(<StatusBadge status={status} />)
    expect(screen.getByText(text)).toHaveClass(styles.neutral!)
  })

  it.each([null, undefined, '  '])('says "Unknown" for a missing status (%s)', (status) => {
    render(<StatusBadge status={status} />)
    expect(screen.getByText('Unknown')).toHaveClass(styles.neutral!)
  })

  it('renders text as text, never as markup', () => {
    const { container } = render(<StatusBadge status="<img src=x onerror=alert(1)>" />)
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('Badge', () => {
  it('is neutral unless given a tone', () => {
    render(
      <>
        <Badge>Demo</Badge>
        <Badge tone="danger">Disputed</Badge>
      </>,
    )
    expect(screen.getByText('Demo')).toHaveClass(styles.neutral!)
    expect(screen.getByText('Disputed')).toHaveClass(styles.danger!)
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Card, CardContent, CardHeader, CardTitle } from '../../../src/components/ui/card'
import { EmptyState } from '../../../src/components/ui/empty-state'
import { KeyValue, KeyValues } from '../../../src/components/ui/key-values'
import { Kbd } from '../../../src/components/ui/kbd'
import { Money } from '../../../src/components/ui/money'
import { Skeleton } from '../../../src/components/ui/skeleton'
import { formatMoney } from '../../../src/lib/format'

describe('Card', () => {
  it('holds a heading at the level the page needs, and its content', () => {
    render(
      <Card aria-labelledby="summary">
        <CardHeader>
          <CardTitle id="summary" level={3}>
            Summary
          </CardTitle>
        </CardHeader>
        <CardContent>3 keys</CardContent>
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('3 keys')
  })
})

describe('EmptyState', () => {
  it('says there is nothing, why, and what to do, the icon hidden', () => {
    render(
      <EmptyState icon={<svg data-testid="icon" />} title="No orders match" action={<button type="button">Clear filters</button>}>
        Try fewer filters.
      </EmptyState>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'No orders match' })).toBeInTheDocument()
    expect(screen.getByText('Try fewer filters.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('Skeleton and Kbd', () => {
  it('keeps placeholders away from assistive technology and marks keys as keys', () => {
    const { container } = render(
      <p>
        <Skeleton style={{ width: '8rem' }} /> Press <Kbd>Ctrl</Kbd> <Kbd>K</Kbd>
      </p>,
    )
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '8rem' })
    expect(container.querySelectorAll('kbd')).toHaveLength(2)
    expect(container).toHaveTextContent('Press Ctrl K')
  })
})

describe('Money', () => {
  it('formats a decimal string exactly, in the locale, never through a float', () => {
    render(<Money amount="12345678901234567.89" currency="EUR" />)
    expect(screen.getByText(formatMoney('12345678901234567.89', 'EUR'))).toHaveTextContent(/567[.,]89/)
  })

  it.each([
    ['abc', 'EUR', 'abc EUR'],
    ['1e3', 'USD', '1e3 USD'],
    ['12.5', 'NOT-A-CURRENCY', '12.5 NOT-A-CURRENCY'],
  ])('shows %s %s as it came when it cannot be formatted', (amount, currency, text) => {
    render(<Money amount={amount} currency={currency} />)
    expect(screen.getByText(text)).toBeInTheDocument()
  })
})

describe('KeyValues', () => {
  it('pairs each label with its value as terms and details', () => {
    render(
      <KeyValues>
        <KeyValue label="Game">Valorant</KeyValue>
        <KeyValue label="Buyer">mia</KeyValue>
      </KeyValues>,
    )
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const details = screen.getAllByRole('definition').map((detail) => detail.textContent)
    expect(terms).toEqual(['Game', 'Buyer'])
    expect(details).toEqual(['Valorant', 'mia'])
  })
})

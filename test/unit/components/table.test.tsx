import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SortHeader } from '../../../src/components/ui/sort-header'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../src/components/ui/table'
import styles from '../../../src/components/ui/table.module.css'

function OrdersTable({ header }: { header: React.ReactNode }) {
  return (
    <Table aria-label="Gift card orders" scrollLabel="Gift card orders, scrollable">
      <TableHeader>
        <TableRow>{header}</TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>2001</TableCell>
          <TableCell numeric>12.50</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  )
}

describe('Table', () => {
  it('is a table of column headers and cells, numbers aligned as numbers', () => {
    render(
      <OrdersTable
        header={
          <>
            <TableHead>Order</TableHead>
            <TableHead numeric>Total</TableHead>
          </>
        }
      />,
    )
    const table = screen.getByRole('table', { name: 'Gift card orders' })
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveClass(styles.numeric!)
    expect(within(table).getByRole('cell', { name: '12.50' })).toHaveClass(styles.numeric!)
    expect(within(table).getByRole('cell', { name: '2001' })).not.toHaveClass(styles.numeric!)
  })

  it('scrolls in its own named container, which the keyboard can reach', () => {
    render(<OrdersTable header={<TableHead>Order</TableHead>} />)
    const region = screen.getByRole('region', { name: 'Gift card orders, scrollable' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(screen.getByRole('table'))
  })
})

describe('SortHeader', () => {
  it('announces the column’s order and sorts on a press', async () => {
    const onSort = vi.fn()
    const onIntent = vi.fn()
    render(
      <OrdersTable
        header={
          <>
            <SortHeader label="Order" direction="descending" onSort={onSort} onIntent={onIntent} />
            <SortHeader label="Total" direction={undefined} numeric onSort={() => {}} />
          </>
        }
      />,
    )
    expect(screen.getByRole('columnheader', { name: 'Order' })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort')
    await userEvent.click(screen.getByRole('button', { name: 'Order' }))
    expect(onIntent).toHaveBeenCalled()
    expect(onSort).toHaveBeenCalledOnce()
  })

  it('renders a link when given one, for sorting by address', () => {
    render(
      <OrdersTable
        header={
          <SortHeader
            label="Created"
            direction="ascending"
            link={(control) => <a href="?sort=-created_at" {...control} />}
          />
        }
      />,
    )
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('link', { name: 'Created' })).toHaveAttribute('href', '?sort=-created_at')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

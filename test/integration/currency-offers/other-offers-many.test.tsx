import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ROW_HEIGHT_PX } from '../../../src/features/currency-offers/components/row-window'
import { currentUrl, renderRoute } from '../../render'
import { offersTable } from './fixtures'

describe('500 offers (offer 3003)', () => {
  const bodyRows = (table: HTMLElement) => [...table.querySelectorAll('tbody tr[aria-rowindex]')] as HTMLElement[]
  const cells = (row: HTMLElement | undefined) => [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)

  /** jsdom has no layout: give the table's scroll box 600 px and every row its fixed height, as a browser would. */
  function layOut() {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('role') === 'region' && this.querySelector('table') ? 600 : 0
    })
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => 1000)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => ROW_HEIGHT_PX)
  }

  it('renders the rows in view of all 500, sorted by the normalised price, and more as the table scrolls', async () => {
    layOut()
    await renderRoute('/currency-offers/3003/other-offers')
    const table = await offersTable()
    expect(screen.getByText('Showing all 500 offers')).toBeInTheDocument()
    expect(table).toHaveAttribute('aria-rowcount', '501')
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(10))
    const rendered = bodyRows(table)
    expect(rendered.length).toBeLessThan(60)
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2')
    // OSRS gold: fractions of a cent per gp, shown with their significant digits.
    expect(cells(rendered[0])[1]).toMatch(/^(≈ )?€0\.000000\d+\$0\.000000\d+$/)
    expect(cells(rendered[0])[1]).toContain(screen.getByText('Lowest price', { selector: 'dt' }).nextElementSibling?.textContent)

    const box = table.closest('[role="region"]') as HTMLElement
    box.scrollTop = ROW_HEIGHT_PX * 400
    fireEvent.scroll(box)
    await waitFor(() => expect(Number(bodyRows(table)[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(380))
    const highest = screen.getByText('Highest price', { selector: 'dt' }).nextElementSibling?.textContent
    box.scrollTop = ROW_HEIGHT_PX * 500
    fireEvent.scroll(box)
    await waitFor(() => expect(bodyRows(table).at(-1)).toHaveAttribute('aria-rowindex', '501'))
    expect(cells(bodyRows(table).at(-1))[1]).toContain(highest)
  })

  it('re-sorts all 500 and starts the new order at its top', async () => {
    layOut()
    const { user, router } = await renderRoute('/currency-offers/3003/other-offers')
    const table = await offersTable()
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(10))
    const box = table.closest('[role="region"]') as HTMLElement
    box.scrollTop = ROW_HEIGHT_PX * 200
    fireEvent.scroll(box)
    await waitFor(() => expect(Number(bodyRows(table)[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(150))

    await user.click(within(table).getByRole('button', { name: /Delivery time/ }))
    expect(currentUrl(router)).toBe('/currency-offers/3003/other-offers?sort=delivery')
    expect(box.scrollTop).toBe(0)
    fireEvent.scroll(box)
    await waitFor(() => expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '2'))
    expect(cells(bodyRows(table)[0])[5]).toBe('5 minutes')
  })
})

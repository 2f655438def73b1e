import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from '../../../src/components/ui/tabs'

function OrderTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="details" onValueChange={onValueChange}>
      <TabList aria-label="Order">
        <Tab value="details">Details</Tab>
        <Tab value="dispute">Dispute</Tab>
        <Tab value="keys" disabled>
          Keys
        </Tab>
        <Tab value="history">History</Tab>
      </TabList>
      <TabPanel value="details">The order’s details</TabPanel>
      <TabPanel value="dispute">The dispute</TabPanel>
      <TabPanel value="keys">The keys</TabPanel>
      <TabPanel value="history">
        <button type="button">Load more</button>
      </TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the selected tab’s panel, named by its tab', () => {
    render(<OrderTabs />)
    expect(screen.getByRole('tablist', { name: 'Order' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Details', hidden: false })).toHaveTextContent('The order’s details')
    expect(screen.getAllByRole('tabpanel', { hidden: false })).toHaveLength(1)
    expect(screen.queryByText('The dispute')).not.toBeInTheDocument()
  })

  it('moves and selects with the arrow keys, Home and End, skipping disabled tabs', async () => {
    const onValueChange = vi.fn()
    const user = userEvent.setup()
    render(<OrderTabs onValueChange={onValueChange} />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Dispute' })).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Dispute', hidden: false })).toHaveTextContent('The dispute')

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true')
    expect(onValueChange).toHaveBeenLastCalledWith('history')
  })

  it('is one stop in the tab order, then the panel', async () => {
    const user = userEvent.setup()
    render(<OrderTabs />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveFocus()
  })
})

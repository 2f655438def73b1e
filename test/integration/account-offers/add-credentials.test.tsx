import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

describe('adding credentials to an offer’s inventory', () => {
  it('flags a block already in stock and an empty one before sending, then sends the rest in one POST and shows the counts', async () => {
    const writes = recordWrites()
    const { user } = await renderRoute('/account-offers/40007')
    const inventory = await screen.findByRole('region', { name: 'Credentials inventory' }, { timeout: 10_000 })
    const batch = await within(inventory).findByRole('textbox', { name: 'Add credentials' })
    await user.click(batch)
    await user.paste('mage_alt_02\nhunter2-Frost!\n\n\nnew_mage\nFireball-1')
    const leftOut = within(inventory).getByRole('list', { name: 'credentials left out' })
    expect(within(leftOut).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Credential 1 (line 1): already in stock. Left out.',
      'An empty block at line 4: left out.',
    ])
    expect(leftOut).not.toHaveTextContent('hunter2')
    await user.click(within(inventory).getByRole('button', { name: 'Add 1 credential' }))
    expect(await within(inventory).findByText('1 credential added; 0 duplicates skipped (already in stock).')).toBeInTheDocument()
    expect(batch).toHaveValue('')
    expect(writes).toEqual(['POST /v2/account-offers/40007/credentials {"credentials":["new_mage\\nFireball-1"]}'])
  })
})

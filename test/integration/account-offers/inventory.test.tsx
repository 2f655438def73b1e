import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { store } from '../../../src/mocks/db'
import { renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

const inventory = () => screen.getByRole('region', { name: 'Credentials inventory' })
const table = () => within(inventory()).getByRole('table')

async function openInventory(id: number) {
  const rendered = await renderRoute(`/account-offers/${id}`)
  await within(await screen.findByRole('region', { name: 'Credentials inventory' }, { timeout: 5000 })).findByRole('table')
  return rendered
}

describe('an account offer’s credentials inventory', () => {
  it('is masked until revealed; sold ones are read-only with their order', async () => {
    const { user } = await openInventory(40007)
    expect(inventory()).not.toHaveTextContent('hunter2-Frost!')
    expect(within(inventory()).getByText('3 in stock, 1 sold.', { exact: false })).toBeInTheDocument()
    const soldRow = within(table()).getByRole('link', { name: 'Order 1001' }).closest('tr')!
    expect(within(soldRow).queryByRole('button')).toBeNull()
    expect(within(soldRow).queryByRole('checkbox')).toBeNull()
    await user.click(within(inventory()).getByRole('button', { name: 'Reveal credentials in stock' }))
    expect(inventory()).toHaveTextContent('hunter2-Frost!')
    await user.click(within(inventory()).getByRole('button', { name: 'Reveal credentials in stock' }))
    expect(inventory()).not.toHaveTextContent('hunter2-Frost!')
  })

  it('edits one unsold credential with a PATCH and deletes one with a DELETE', async () => {
    const writes = recordWrites()
    const { user } = await openInventory(40007)
    const [first, second] = store().offerCredentials.get(40007)!.filter((credential) => !credential.is_sold)
    await user.click(within(table()).getByRole('button', { name: `Edit credential ${first!.id}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit credential ${first!.id}` })
    const text = within(dialog).getByRole('textbox', { name: /Credentials/ })
    await user.clear(text)
    await user.type(text, 'mage_alt_02{Enter}new-password')
    await user.click(within(dialog).getByRole('button', { name: 'Save credential' }))
    expect(await within(inventory()).findByText(`Credential ${first!.id} saved.`)).toBeInTheDocument()

    await user.click(within(table()).getByRole('button', { name: `Delete credential ${second!.id}` }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete credential' }))
    expect(await within(inventory()).findByText(`Credential ${second!.id} deleted.`)).toBeInTheDocument()
    expect(writes).toEqual([
      `PATCH /v2/account-offers/40007/credentials/${first!.id} {"credentials":"mage_alt_02\\nnew-password"}`,
      `DELETE /v2/account-offers/40007/credentials/${second!.id}`,
    ])
  })

  it('deletes several in one request; one sold meanwhile stays and the page says why', async () => {
    const writes = recordWrites()
    const { user } = await openInventory(40104)
    const [a, b] = store().offerCredentials.get(40104)!
    await user.click(within(table()).getByRole('checkbox', { name: `Select credential ${a!.id}` }))
    await user.click(within(table()).getByRole('checkbox', { name: `Select credential ${b!.id}` }))
    // A buyer buys b while the seller decides.
    Object.assign(b!, { is_sold: true, account_order_id: 1001 })
    await user.click(within(inventory()).getByRole('button', { name: 'Delete selected (2)…' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 2 credentials?' })).getByRole('button', { name: 'Delete 2' }))
    expect(await within(inventory()).findByText(new RegExp(`1 credential deleted\\. 1 credential was not deleted: #${b!.id} \\(order 1001\\) sold meanwhile`))).toBeInTheDocument()
    expect(writes).toEqual([`POST /v2/account-offers/40104/credentials/bulk-delete {"credentials_ids":[${a!.id},${b!.id}]}`])
    await waitFor(() => expect(within(table()).getByRole('link', { name: 'Order 1001' })).toBeInTheDocument())
    expect(store().offerCredentials.get(40104)!.map((credential) => credential.id)).not.toContain(a!.id)
  })

  it('a delete whose answer never came may have been sent: Check reads the inventory back, nothing is sent again', async () => {
    const writes = recordWrites()
    server.use(http.delete('*/v2/account-offers/40007/credentials/:id', () => HttpResponse.error(), { once: true }))
    const { user } = await openInventory(40007)
    const [first] = store().offerCredentials.get(40007)!.filter((credential) => !credential.is_sold)
    await user.click(within(table()).getByRole('button', { name: `Delete credential ${first!.id}` }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete credential' }))
    expect(await within(inventory()).findByText(/may or may not have been saved/)).toBeInTheDocument()
    await user.click(within(inventory()).getByRole('button', { name: /Check/ }))
    expect(await within(inventory()).findByText(/Not saved: the server does not have it/)).toBeInTheDocument()
    expect(writes).toEqual([`DELETE /v2/account-offers/40007/credentials/${first!.id}`])
  })
})

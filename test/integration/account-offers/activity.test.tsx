import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearActivity, readActivity } from '../../../src/lib/activity-log'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

beforeEach(() => clearActivity())

describe('the activity log of an offer’s inventory', () => {
  it('records the batch, the offer, the outcome and the request id; a refusal that echoes a credential keeps none of it', async () => {
    server.use(
      http.post('*/v2/account-offers/40007/credentials', () =>
        HttpResponse.json({ message: 'Refused: new_mage\nFireball-1 looks like a test account.', request_id: 'req-echo-1' }, { status: 403 }),
      { once: true }),
    )
    const { user } = await renderRoute('/account-offers/40007')
    const inventory = await screen.findByRole('region', { name: 'Credentials inventory' }, { timeout: 10_000 })
    const batch = await within(inventory).findByRole('textbox', { name: 'Add credentials' })
    await user.click(batch)
    await user.paste('new_mage\nFireball-1')
    await user.click(within(inventory).getByRole('button', { name: 'Add 1 credential' }))
    expect(await within(inventory).findByText('The credentials were not changed.')).toBeInTheDocument()
    expect(batch).toHaveValue('new_mage\nFireball-1')
    await user.click(within(inventory).getByRole('button', { name: 'Add 1 credential' }))
    expect(await within(inventory).findByText(/1 credential added/)).toBeInTheDocument()

    await waitFor(async () => expect(await readActivity()).toHaveLength(2))
    const [added, refused] = await readActivity()
    expect(added).toMatchObject({ action: 'Credentials added', itemType: 'account-offer', itemId: '40007', outcome: 'succeeded' })
    expect(added!.requestId).toMatch(/^req-/)
    expect(refused).toMatchObject({ action: 'Credentials added', outcome: 'failed', status: 403, requestId: 'req-echo-1' })
    expect(JSON.stringify(await readActivity())).not.toContain('Fireball-1')
  }, 30_000)
})

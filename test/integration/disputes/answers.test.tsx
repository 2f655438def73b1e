import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearActivity, readActivity } from '../../../src/lib/activity-log'
import { noteResourceWrite, resourceKey } from '../../../src/lib/resource-writes'
import { store } from '../../../src/mocks/db'
import { NOT_YOUR_TURN } from '../../../src/mocks/handlers/dispute-answers'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { recordRequests } from '../account-orders/helpers'

const COUNTER_PATH = '/v2/order-disputes/7001/counter'
const LINKS = ['https://cdn.example.com/first-login.png', 'https://cdn.example.com/rank.mp4']

type User = Awaited<ReturnType<typeof renderRoute>>['user']

async function openDialog(url: string, button: 'Counter' | 'Escalate') {
  const rendered = await renderRoute(url)
  // The actions and their forms load when needed: their first download is slow on a busy machine. Until then an
  // unseen, disabled button of the same name keeps their room: the one to press is the one a seller can reach.
  await rendered.user.click(await screen.findByRole('button', { name: button, hidden: false }, { timeout: 10_000 }))
  const name = button === 'Counter' ? 'Counter the dispute' : 'Escalate to the marketplace'
  return { ...rendered, dialog: await screen.findByRole('dialog', { name }, { timeout: 10_000 }) }
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name })

async function fillCounter(user: User, dialog: HTMLElement, links = LINKS) {
  await user.type(field(dialog, 'Message to buyer'), 'The rank was Diamond at delivery.')
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What you propose' }), 'partial_refund')
  await user.type(field(dialog, /Note on your proposal/), '5 EUR back')
  await user.click(field(dialog, /Evidence links/))
  await user.paste(links.join('\n'))
}

beforeEach(async () => {
  // This browser's count of writes per case lives in its storage.
  localStorage.clear()
  await clearActivity()
})

describe('countering a dispute', () => {
  it('sends one request with exactly the fields; the case waits for the buyer and shows the counter with its links; the log has it', async () => {
    const requests = recordRequests()
    const { user, dialog } = await openDialog('/disputes/7001', 'Counter')
    expect(dialog).toHaveTextContent('they must be public')
    expect(dialog).toHaveTextContent('JPEG, PNG, GIF, WEBP, MP4, MOV, OGG, WEBM, PDF, TXT or CSV')
    await fillCounter(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-proposal' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const sent = requests.seen.filter((r) => r.method === 'POST' && r.path === COUNTER_PATH)
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!.body)).toEqual({
      message: 'The rank was Diamond at delivery.',
      counter_resolution: 'partial_refund',
      counter_resolution_note: '5 EUR back',
      evidence_urls: LINKS,
    })
    const page = screen.getByRole('main')
    expect(await within(page).findByText('Waiting for the buyer')).toBeVisible()
    const events = within(page).getByRole('list', { name: 'Events of the case' })
    expect(events).toHaveTextContent(/Seller countered by EmberTrade.*Counter resolution: Partial refund/)
    const last = within(events).getAllByRole('listitem').filter((item) => item.textContent?.includes('Seller countered'))
    const links = within(last[0]!).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(LINKS)
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    expect(document.querySelector('img[src*="cdn.example.com"], video, iframe')).toBeNull()
    await waitFor(async () =>
      expect(await readActivity()).toEqual([
        expect.objectContaining({ action: 'Dispute countered', itemId: '7001', requestId: expect.stringMatching(/^req-/) }),
      ]),
    )
    expect(JSON.stringify(await readActivity())).not.toContain('Diamond')
    requests.stop()
  })

  it.each([
    ['1201 characters', async (user: User, dialog: HTMLElement) => {
      await user.clear(field(dialog, 'Message to buyer'))
      await user.paste('🙏'.repeat(1201))
    }, 'The message can be at most 1200 characters; this is 1201. Remove 1 to save.'],
    ['a sixth link', (user: User, dialog: HTMLElement) => user.click(field(dialog, /Evidence links/)).then(() => user.paste('\nhttps://a.example/3\nhttps://a.example/4\nhttps://a.example/5\nhttps://a.example/6')), 'At most 5 evidence links can be sent; this is 6. Remove 1.'],
    ['a link that is not http(s)', (user: User, dialog: HTMLElement) => user.click(field(dialog, /Evidence links/)).then(() => user.paste('\nftp://files.example/rank.png')), 'Link 3 (“ftp://files.example/rank.png”) is not a web address: each link must start with http:// or https://.'],
  ])('refuses %s before sending, with a clear message, keeping the text', async (_name, spoil, message) => {
    const requests = recordRequests()
    const { user, dialog } = await openDialog('/disputes/7001', 'Counter')
    await fillCounter(user, dialog)
    await spoil(user, dialog)
    const typed = { message: (field(dialog, 'Message to buyer') as HTMLTextAreaElement).value, links: (field(dialog, /Evidence links/) as HTMLTextAreaElement).value }
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-proposal' }))
    expect(await within(dialog).findByText(message)).toBeVisible()
    expect(requests.count('POST', COUNTER_PATH)).toBe(0)
    expect(field(dialog, 'Message to buyer')).toHaveValue(typed.message)
    expect(field(dialog, /Evidence links/)).toHaveValue(typed.links)
    requests.stop()
  })

  it('asks for the message and the proposal, which a counter requires', async () => {
    const { user, dialog } = await openDialog('/disputes/7001', 'Counter')
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-proposal' }))
    expect(await within(dialog).findByText('Write a message to the buyer.')).toBeVisible()
    expect(field(dialog, 'Message to buyer')).toHaveFocus()
    expect(within(dialog).getByText('Choose what you propose.')).toBeVisible()
  })

  it('shows a refusal beside the action with the text kept, and reads the case again', async () => {
    const requests = recordRequests()
    const { user, dialog } = await openDialog('/disputes/7004', 'Counter')
    const reads = requests.count('GET', '/v2/order-disputes/7004')
    await fillCounter(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-proposal' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_YOUR_TURN)
    expect(field(dialog, 'Message to buyer')).toHaveValue('The rank was Diamond at delivery.')
    expect(field(dialog, /Evidence links/)).toHaveValue(LINKS.join('\n'))
    await waitFor(() => expect(requests.count('GET', '/v2/order-disputes/7004')).toBeGreaterThan(reads))
    requests.stop()
  })

  it('says when the seller can answer again instead of sending past the per-case limit', async () => {
    const requests = recordRequests()
    for (let i = 0; i < 5; i++) noteResourceWrite(resourceKey('case', 7001))
    const { user, dialog } = await openDialog('/disputes/7001', 'Counter')
    await fillCounter(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-proposal' }))
    expect(await within(dialog).findByText(/you can send again in \d+ s/)).toBeVisible()
    expect(requests.count('POST', COUNTER_PATH)).toBe(0)
    requests.stop()
  })

  it('shows a counter resolution it does not know as the server sent it', async () => {
    await renderRoute('/disputes/7004')
    const events = await screen.findByRole('list', { name: 'Events of the case' })
    expect(events).toHaveTextContent('Counter resolution: bonus_item')
  })
})

describe('escalating and closed cases', () => {
  it('escalates from the order page in one request; the case is then with the marketplace', async () => {
    const requests = recordRequests()
    const { user, dialog } = await openDialog('/account-orders/1002', 'Escalate')
    await user.type(field(dialog, 'Message to buyer'), 'The skin is there; please look.')
    await user.click(within(dialog).getByRole('button', { name: 'Escalate' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const sent = requests.seen.filter((r) => r.method === 'POST' && r.path === '/v2/order-disputes/7002/escalate')
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ message: 'The skin is there; please look.', evidence_urls: [] }])
    const region = screen.getByRole('region', { name: 'Dispute' })
    expect(await within(region).findByText('Waiting for the marketplace, which reviews the case')).toBeVisible()
    expect(within(region).getByRole('list', { name: 'Events of the case' })).toHaveTextContent('Dispute escalated by EmberTrade')
    requests.stop()
  })

  it('offers neither answer on a closed case, and says why', async () => {
    await renderRoute('/disputes/7008')
    expect(await screen.findByText('The case is closed, so it can no longer be accepted, countered or escalated.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Counter' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Escalate' })).not.toBeInTheDocument()
  })
})

/** The connection drops after the server got the request: it applied it, the answer never came. */
function dropAfterApplying(kind: 'counter' | 'escalate') {
  server.use(
    http.post(`*/v2/order-disputes/7001/${kind}`, () => {
      const dispute = store().disputeCases.get(7001)!
      dispute.status = kind === 'counter' ? 'waiting_for_buyer' : 'under_review'
      dispute.events.push({ id: 99001, type: kind === 'counter' ? 'seller_countered' : 'dispute_escalated', actor_id: 9001, actor_username: 'EmberTrade', payload: {}, evidence_urls: [], created_at: Math.floor(Date.now() / 1000) })
      return HttpResponse.error()
    }),
  )
}

describe.each([
  ['Counter', 'counter', 'Send counter-proposal', 'Sent: the case shows your counter-proposal.'],
  ['Escalate', 'escalate', 'Escalate', 'Escalated: the marketplace now reviews the case.'],
] as const)('%s whose outcome is unknown', (button, kind, submit, applied) => {
  it('says it may have been sent, keeps the text, checks on request and never sends again', async () => {
    dropAfterApplying(kind)
    const requests = recordRequests()
    const { user, dialog } = await openDialog('/disputes/7001', button)
    if (kind === 'counter') await fillCounter(user, dialog)
    else await user.type(field(dialog, 'Message to buyer'), 'The rank was Diamond at delivery.')
    await user.click(within(dialog).getByRole('button', { name: submit }))
    expect(await within(dialog).findByText('The change may or may not have been saved.')).toBeVisible()
    expect(field(dialog, 'Message to buyer')).toHaveValue('The rank was Diamond at delivery.')
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }))
    expect(await within(dialog).findByText(applied)).toBeVisible()
    expect(within(dialog).getByRole('button', { name: submit })).toBeDisabled()
    expect(requests.count('POST', `/v2/order-disputes/7001/${kind}`)).toBe(1)
    requests.stop()
  })
})

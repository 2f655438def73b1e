import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearActivity, readActivity } from '../../../src/lib/activity-log'
import { store } from '../../../src/mocks/db'
import { NOT_PROCESSING } from '../../../src/mocks/handlers/order-messages'
import { server } from '../../../src/mocks/node'
import { HTML_MESSAGE } from '../../../src/mocks/seed-order-messages'
import { deferred, recordRequests } from '../account-orders/helpers'
import { messageTexts, openConversation, waitForMessage } from './helpers'

const MESSAGES_1005 = '/v2/account-orders/1005/messages'

beforeEach(async () => {
  // The browser's count of recent writes per resource (resource-writes.ts) lives in localStorage.
  localStorage.clear()
  await clearActivity()
})

describe('the order conversation', () => {
  it('shows the thread oldest first, each with its sender and time, the marketplace set apart, text as text', async () => {
    const { thread } = await openConversation(1005)
    const items = within(thread).getAllByRole('listitem')
    expect(messageTexts(thread).map((text) => text.slice(0, 40))).toEqual([
      expect.stringContaining('Marketplace notice'),
      expect.stringContaining('aimlab_andyBuyer'),
      expect.stringContaining('You'),
      expect.stringContaining('aimlab_andyBuyer'),
      expect.stringContaining('GameBoost SupportMarketplace'),
    ])
    expect(items[1]).toHaveTextContent('Hi! When will I get the login?')
    expect(within(items[1]!).getByText(/ago/)).toBeInTheDocument()
    // The HTML is text on the page; no element of it exists.
    expect(items[3]).toHaveTextContent(HTML_MESSAGE)
    expect(thread.querySelector('img, script')).toBeNull()
    const link = within(items[4]!).getByRole('link', { name: 'https://gameboost.example.com/help/account-handover' })
    expect(link).toHaveAttribute('href', 'https://gameboost.example.com/help/account-handover')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('sends a reply with Ctrl+Enter as one POST: "Sending…", then in the thread; the log has no text', async () => {
    const requests = recordRequests()
    const held = deferred()
    // Held until the test has seen it on its way; then the mock backend answers.
    server.use(http.post(`*${MESSAGES_1005}`, () => held.promise.then(() => undefined)))
    const { user, thread, box } = await openConversation(1005)
    await user.type(box, 'Here you go: https://example.com/guide')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await within(thread).findByText('Sending…')).toBeVisible()
    expect(messageTexts(thread).at(-1)).toContain('Here you go')
    held.resolve()
    await waitFor(() => expect(box).toHaveValue(''))
    expect(screen.queryByText('Sending…')).toBeNull()
    expect(messageTexts(thread).at(-1)).toMatch(/^You.*Here you go: https:\/\/example\.com\/guide$/)
    expect(within(thread).getByRole('link', { name: 'https://example.com/guide' })).toBeInTheDocument()
    expect(requests.count('POST', MESSAGES_1005)).toBe(1)
    expect(JSON.parse(requests.seen.find((r) => r.method === 'POST')!.body)).toEqual({
      message: 'Here you go: https://example.com/guide',
    })

    await waitFor(async () => expect(await readActivity()).toHaveLength(1))
    const [entry] = await readActivity()
    expect(entry).toMatchObject({ action: 'Message sent', itemType: 'account-order', itemId: '1005', outcome: 'succeeded' })
    expect(entry!.requestId).toMatch(/^req-/)
    expect(JSON.stringify(await readActivity())).not.toContain('Here you go')
    expect(JSON.stringify({ ...localStorage })).not.toContain('Here you go')
  })

  it('shows the refusal on a delivered order in the server’s words and keeps the text', async () => {
    const { user, thread, box, section } = await openConversation(1003)
    await user.type(box, 'One more thing')
    await user.click(within(section).getByRole('button', { name: 'Send message' }))
    const alert = await within(section).findByRole('alert')
    expect(alert).toHaveTextContent('The message was not sent.')
    expect(alert).toHaveTextContent(NOT_PROCESSING)
    expect(box).toHaveValue('One more thing')
    expect(messageTexts(thread).join()).not.toContain('One more thing')
    await waitFor(async () => expect(await readActivity()).toHaveLength(1))
    expect((await readActivity())[0]).toMatchObject({ outcome: 'failed', status: 422, message: NOT_PROCESSING })
  })

  it('refuses 10001 code points before sending, with the count, and sends nothing', async () => {
    const requests = recordRequests()
    const { user, box, sendButton, section } = await openConversation(1005)
    fireEvent.change(box, { target: { value: '😀'.repeat(10001) } })
    expect(within(section).getByText(/10001 \/ 10000/)).toBeInTheDocument()
    await user.click(sendButton())
    expect(
      within(section).getByText('The message can be at most 10000 characters; this is 10001. Remove 1 to save.'),
    ).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box.value).toHaveLength(20002)
    expect(requests.count('POST', MESSAGES_1005)).toBe(0)
  })

  it('after a 429 says when the seller can send again, and keeps the text', async () => {
    server.use(
      http.post(`*${MESSAGES_1005}`, () =>
        HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    )
    const { user, box, sendButton, section } = await openConversation(1005)
    await user.type(box, 'Are you there?')
    await user.click(sendButton())
    expect(await within(section).findByText('You can send again in 42 s.')).toBeInTheDocument()
    expect(within(section).getByRole('alert')).toHaveTextContent('Too many requests')
    expect(sendButton()).toBeDisabled()
    expect(box).toHaveValue('Are you there?')
  })

  it('counts its own sends: a sixth in a minute is not sent, and says when it can go', async () => {
    const requests = recordRequests()
    const { user, box, sendButton, section, thread } = await openConversation(1005)
    for (let i = 1; i <= 5; i++) {
      await user.type(box, `Update ${i}`)
      await user.click(sendButton())
      await waitForMessage(thread, `Update ${i}`)
    }
    await user.type(box, 'Update 6')
    await user.click(sendButton())
    expect(await within(section).findByText(/You can send again in \d+ s\./)).toBeInTheDocument()
    expect(requests.count('POST', MESSAGES_1005)).toBe(5)
    expect(box).toHaveValue('Update 6')
  })

  it('keeps the draft when the seller leaves the page and comes back', async () => {
    const { user, box, router } = await openConversation(1005)
    await user.type(box, 'Half a thought')
    await router.navigate({ to: '/account-orders' })
    await screen.findByRole('heading', { level: 1, name: /Account orders/ })
    await router.navigate({ to: '/account-orders/$accountOrderId', params: { accountOrderId: 1005 } })
    const section = await screen.findByRole('region', { name: 'Conversation with the buyer' })
    expect(await within(section).findByRole('textbox', { name: 'Your message' })).toHaveValue('Half a thought')
  })
})

/** The connection drops after the server got the message: it stored it (or not), the answer never came. */
function dropAfter(apply: boolean) {
  server.use(
    http.post(`*${MESSAGES_1005}`, () => {
      if (apply) {
        const thread = store().orderMessages.get(1005)!
        thread.push({ ...thread[2]!, id: 'm-applied', text: 'Did it arrive?', sent_at: Math.floor(Date.now() / 1000) })
      }
      return HttpResponse.error()
    }),
  )
}

async function sendIntoTheVoid() {
  const requests = recordRequests()
  const rendered = await openConversation(1005)
  await rendered.user.type(rendered.box, 'Did it arrive?')
  await rendered.user.click(rendered.sendButton())
  expect(await within(rendered.thread).findByText('The message may have been sent.')).toBeVisible()
  expect(within(rendered.thread).getByText(/It is not sent again on its own/)).toBeVisible()
  expect(rendered.box).toHaveValue('Did it arrive?')
  expect(rendered.sendButton()).toBeDisabled()
  return { ...rendered, requests }
}

describe('a message whose answer never came', () => {
  it('is marked on the message with Check now, which finds it on the server without sending again', async () => {
    dropAfter(true)
    const { user, thread, box, requests } = await sendIntoTheVoid()
    await user.click(within(thread).getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Sent: the conversation on the server holds your message.')).toBeVisible()
    await waitFor(() => expect(messageTexts(thread).filter((text) => text.includes('Did it arrive?'))).toHaveLength(1))
    expect(box).toHaveValue('')
    expect(requests.count('POST', MESSAGES_1005)).toBe(1)
  })

  it('Check now finds it missing: the text stays and the seller may send it again', async () => {
    dropAfter(false)
    const { user, thread, box, sendButton, requests } = await sendIntoTheVoid()
    await user.click(within(thread).getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Not saved: the server does not have it. You can send it again.')).toBeVisible()
    expect(box).toHaveValue('Did it arrive?')
    expect(requests.count('POST', MESSAGES_1005)).toBe(1)
    server.resetHandlers()
    await user.click(sendButton())
    await waitForMessage(thread, 'Did it arrive?')
    expect(requests.count('POST', MESSAGES_1005)).toBe(2)
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { deferred, openOrder } from './helpers'

type ActionState = 'checking' | 'offered' | 'disabled' | 'refused' | 'none'

/** What the order's dispute part offers for accepting, as the seller would read it now. */
function actionState(): ActionState {
  const region = screen.queryByRole('region', { name: 'Dispute' })
  if (!region) return 'none'
  const button = within(region).queryByRole('button', { name: 'Accept dispute' })
  if (button) return button.hasAttribute('disabled') ? 'disabled' : 'offered'
  if (within(region).queryByText('Checking the case…')) return 'checking'
  if (within(region).queryByText(/can no longer be accepted/)) return 'refused'
  return 'none'
}

/** Every state the action passes through, read on each change of the page, repeats and blanks left out. */
function watchAction() {
  const states: ActionState[] = []
  const note = () => {
    const state = actionState()
    if (state !== 'none' && state !== states.at(-1)) states.push(state)
  }
  const observer = new MutationObserver(note)
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  note()
  return { states, stop: () => observer.disconnect() }
}

let stopWatching = () => {}
afterEach(() => stopWatching())

const orderOfCase = (caseId: number) =>
  [...store().accountOrders.values()].find((order) => order.dispute_case_id === caseId)?.id

/*
 * The order page waits a moment for its case (the companion wait) and paints without it past that. Whether the
 * case came before the paint or after, the seller sees one decision; while it is unknown, "Checking the case…".
 */
describe('the accept action on the order page, whenever the case answers', () => {
  const CASES = [
    ['a case waiting for the seller, locked since it opened', 7001, 'offered'],
    ['a case the marketplace closed', 7008, 'refused'],
  ] as const

  it.each(CASES)('%s, answering at once (within the companion wait): the one decision', async (_, caseId, decision) => {
    const watch = watchAction()
    stopWatching = watch.stop
    await openOrder(`/account-orders/${orderOfCase(caseId)}`)
    await waitFor(() => expect(actionState()).toBe(decision))
    // On a slow machine the case may miss the wait: then "Checking the case…" comes first, never another decision.
    expect(watch.states.filter((state) => state !== 'checking')).toEqual([decision])
  })

  it.each(CASES)(
    '%s, answering after the page painted: "Checking the case…", then the same decision',
    async (_, caseId, decision) => {
      const hold = deferred()
      server.use(http.get(`*/v2/order-disputes/${caseId}`, async () => void (await hold.promise)))
      const watch = watchAction()
      stopWatching = watch.stop
      await openOrder(`/account-orders/${orderOfCase(caseId)}`)
      expect(within(screen.getByRole('region', { name: 'Dispute' })).getByText('Checking the case…')).toBeVisible()
      hold.resolve()
      await waitFor(() => expect(actionState()).toBe(decision))
      expect(watch.states).toEqual(['checking', decision])
    },
  )
})

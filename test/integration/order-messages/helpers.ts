import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { renderRoute } from '../../render'

/**
 * jsdom has no layout, so no IntersectionObserver: here every observed element is in view at once, as the order's
 * conversation is once the seller scrolls to it. Other files render the order page without it, so the section
 * never loads there and its code stays out of their way.
 */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    )
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver

/** The order page at `/account-orders/{id}` once its conversation (loaded after the order) has its messages. */
export async function openConversation(accountOrderId: number) {
  const rendered = await renderRoute(`/account-orders/${accountOrderId}`)
  const section = await screen.findByRole('region', { name: 'Conversation with the buyer' })
  const thread = await within(section).findByRole('list', { name: 'Messages' })
  const box = within(section).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement
  const sendButton = () => within(section).getByRole('button', { name: 'Send message' })
  return { ...rendered, section, thread, box, sendButton }
}

/** The messages of the thread as their visible text, oldest first. */
export function messageTexts(thread: HTMLElement): string[] {
  return within(thread)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

export function waitForMessage(thread: HTMLElement, text: string) {
  return waitFor(() => expect(messageTexts(thread).some((item) => item.includes(text))).toBe(true))
}

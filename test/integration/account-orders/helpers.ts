import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

export interface SeenRequest {
  method: string
  path: string
  body: string
}

/** Records every request that reaches the mock API, until `stop()`. */
export function recordRequests() {
  const seen: SeenRequest[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const entry: SeenRequest = { method: request.method, path: url.pathname, body: '' }
    seen.push(entry)
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text
      })
  }
  server.events.on('request:start', listener)
  return {
    seen,
    count: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path).length,
    stop: () => server.events.removeListener('request:start', listener),
  }
}

/** A promise with its resolve function, to hold a mock response until the test lets it go. */
export function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** Renders `url` and waits for the order's heading (hidden from assistive technology while a dialog is open). */
export async function openOrder(url: string) {
  const rendered = await renderRoute(url)
  await screen.findByRole('heading', { level: 1, hidden: true })
  return rendered
}

/** The value beside a term of a definition list. */
export function valueOf(container: HTMLElement, term: string): HTMLElement {
  const dd = within(container).getAllByText(term, { selector: 'dt' })[0]?.nextElementSibling
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`)
  return dd
}

/** The credentials field once the editor (loaded when first needed) has it: until then the field shown is disabled. */
export function editableCredentials() {
  return waitFor(() => {
    const field = screen.getByRole('textbox', { name: 'Credentials' })
    expect(field).toBeEnabled()
    return field as HTMLTextAreaElement
  })
}

/** Presses "Reveal credentials" and returns the field, which the editor loaded on that press shows. */
export async function revealCredentials(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Reveal credentials' }))
  return editableCredentials()
}

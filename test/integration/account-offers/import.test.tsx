import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { store } from '../../../src/mocks/db'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

const HEADER = 'title,description,price,credentials,account_data.rank,account_data.level,account_data.server,account_data.agents'
const row = (title: string, credential: string, rest = 'Gold,40,EU,Jett;Sage') => `"${title}",Full access,19.90,"${credential}",${rest}`
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n'
const THREE = csv(row('Gold one', 'gold1\npass-1'), row('Gold two', 'gold2\npass-2'), row('Gold three', 'gold3\npass-3'))

beforeEach(async () => {
  await new Promise((done) => {
    const request = indexedDB.deleteDatabase('seller-dashboard.import')
    request.onsuccess = request.onerror = request.onblocked = done
  })
})

async function openWithFile(text: string) {
  const rendered = await renderRoute('/account-offers/import')
  const { user } = rendered
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), 'Valorant')
  const picker = await screen.findByLabelText(/^Pick a CSV file/)
  await user.upload(picker, new File([text], 'valorant.csv', { type: 'text/csv' }))
  await screen.findByRole('table', { name: 'Rows' })
  return rendered
}

const rowsTable = () => screen.getByRole('table', { name: 'Rows' })
const outcomeOf = (number: number) => within(rowsTable()).getByRole('cell', { name: String(number) }).closest('tr')!
const createdTitles = () => [...store().accountOffers.values()].map((offer) => offer.title).filter((title) => title.startsWith('Gold '))

/** Holds the next create until `release` is called. */
function holdNextCreate() {
  let release = () => {}
  const held = new Promise<void>((done) => (release = done))
  server.use(
    http.post('*/v2/account-offers/create', async () => {
      await held
      return undefined
    }, { once: true }),
  )
  return () => release()
}

describe('the account offers importer', () => {
  it('is linked from the account offers list', async () => {
    const { user } = await renderRoute('/account-offers')
    await user.click(await screen.findByRole('link', { name: 'Import offers from a CSV file' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Import account offers' })).toBeInTheDocument()
  })

  it('lists the rows that fail and why before anything is sent, and documents its columns', async () => {
    const writes = recordWrites()
    await openWithFile(csv(row('Good', 'a\nb'), row('', 'c\nd', 'Wood,0,EU,'), row('Also good', 'e\nf')))
    expect(screen.getByRole('cell', { name: 'rank' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download a template file' })).toBeInTheDocument()
    expect(screen.getByText('3 rows: 2 ready to send, 1 failing.')).toBeInTheDocument()
    const failing = screen.getByRole('list', { name: 'Rows that fail' })
    expect(within(failing).getByRole('listitem')).toHaveTextContent(
      'Row 3: title: Enter a title. Rank: choose one of Iron, Bronze, Silver, Gold, Platinum, Diamond, Ascendant, Immortal, Radiant. Level: enter a whole number from 1 to 500.',
    )
    expect(screen.getByRole('button', { name: 'Create 2 offers' })).toBeInTheDocument()
    expect(writes).toEqual([])
    expect(document.body.textContent).not.toContain('pass-')
  })

  it('reads a table pasted from a spreadsheet (tab-separated, a credential on two lines in quotes)', async () => {
    const { user } = await renderRoute('/account-offers/import')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), 'Valorant')
    await user.click(await screen.findByRole('textbox', { name: 'Or paste a table' }))
    await user.paste(`${HEADER.replaceAll(',', '\t')}\nPasted\tx\t12\t"p1\npw1"\tIron\t3\tNA\t\n`)
    await user.click(screen.getByRole('button', { name: 'Check the pasted rows' }))
    expect(await screen.findByText('1 row: 1 ready to send, 0 failing.')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Create 1 offer' })).toBeInTheDocument()
  })

  it('creates the rows one at a time; a 422 row keeps the server’s reason; the results link each offer', async () => {
    const writes = recordWrites()
    const { user } = await openWithFile(csv(row('Gold one', 'gold1\npass-1'), row('Taken', 'mage_alt_02\nhunter2-Frost!'), row('Gold three', 'gold3\npass-3')))
    await user.click(screen.getByRole('button', { name: 'Create 3 offers' }))
    expect(await screen.findByText('Every row that passed the checks was sent.')).toBeInTheDocument()
    expect(writes).toHaveLength(3)
    expect(writes[0]).toBe(
      'POST /v2/account-offers/create {"game":"valorant","title":"Gold one","description":"Full access","price":"19.90","credentials":["gold1\\npass-1"],"account_data":{"rank":"Gold","level":40,"server":"EU","agents":["Jett","Sage"]}}',
    )
    expect(screen.getByText('3 of 3 rows done: 2 created, 1 refused, 0 to check')).toBeInTheDocument()
    const refused = screen.getByRole('list', { name: 'Refused rows' })
    expect(refused).toHaveTextContent('Row 3 (Taken): credentials.0: You’ve already listed an account with this login.')
    const created = screen.getByRole('list', { name: 'Created offers' })
    const first = [...store().accountOffers.values()].find((offer) => offer.title === 'Gold one')
    expect(within(created).getByRole('link', { name: 'Gold one' })).toHaveAttribute('href', `/account-offers/${first!.id}`)
  })

  it('pauses after the request on its way, resumes, and cancels what is left', async () => {
    const writes = recordWrites()
    const { user } = await openWithFile(THREE)
    let release = holdNextCreate()
    await user.click(screen.getByRole('button', { name: 'Create 3 offers' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    release()
    expect(await screen.findByText('Paused. 2 rows not sent yet.')).toBeInTheDocument()
    expect(writes).toHaveLength(1)

    release = holdNextCreate()
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    release()
    expect(await screen.findByText('Cancelled. 1 row not sent.')).toBeInTheDocument()
    expect(writes).toHaveLength(2)
    expect(createdTitles()).toEqual(['Gold one', 'Gold two'])
    expect(screen.getByRole('button', { name: 'Create 1 offer' })).toBeInTheDocument()
  })

  it('marks a row whose answer never came "Check", never sends it on its own, and keeps everything across a reload', async () => {
    const writes = recordWrites()
    server.use(http.post('*/v2/account-offers/create', () => HttpResponse.error(), { once: true }))
    const first = await openWithFile(THREE)
    await first.user.click(screen.getByRole('button', { name: 'Create 3 offers' }))
    expect(await screen.findByText('Every row that passed the checks was sent.')).toBeInTheDocument()
    expect(within(outcomeOf(2)).getByText('May have been created: no answer came.')).toBeInTheDocument()
    expect(writes).toHaveLength(3)

    // A reload: the same file picked again. Created rows are skipped, the Check row stays Check.
    first.unmount()
    const { user } = await openWithFile(THREE)
    await waitFor(() => expect(within(outcomeOf(3)).getByText('(created earlier)', { exact: false })).toBeInTheDocument())
    expect(within(outcomeOf(2)).getByText('May have been created: no answer came.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument()

    await user.click(within(outcomeOf(2)).getByRole('button', { name: 'Check row 2' }))
    expect(await within(outcomeOf(2)).findByText('No offer has this title.')).toBeInTheDocument()
    await user.click(within(outcomeOf(2)).getByRole('button', { name: 'Send row 2 again' }))
    expect(await within(outcomeOf(2)).findByRole('link', { name: /^Offer \d+$/ })).toBeInTheDocument()
    expect(writes).toHaveLength(4)
    expect(createdTitles().sort()).toEqual(['Gold one', 'Gold three', 'Gold two'])

    const stored = await new Promise<unknown[]>((done) => {
      const open = indexedDB.open('seller-dashboard.import')
      open.onsuccess = () => {
        const all = open.result.transaction('items').objectStore('items').getAll()
        all.onsuccess = () => (open.result.close(), done(all.result))
      }
    })
    expect(stored).toHaveLength(3)
    expect(JSON.stringify(stored)).not.toMatch(/pass-|gold\d|Gold/)
    expect(Object.keys(stored[0] as object).sort()).toEqual(['key', 'outcome', 'reason', 'resultId'])
  })
})

describe('the account offers importer and the rate limit', () => {
  it('waits out a 429’s Retry-After, then sends that row again (nothing was applied)', async () => {
    const writes = recordWrites()
    server.use(
      http.post('*/v2/account-offers/create', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '1' } }), { once: true }),
    )
    const { user } = await openWithFile(csv(row('Gold one', 'gold1\npass-1'), row('Gold two', 'gold2\npass-2')))
    await user.click(screen.getByRole('button', { name: 'Create 2 offers' }))
    expect(await screen.findByText(/^The marketplace asked to wait \(too many requests\): sending again at/)).toBeInTheDocument()
    expect(await screen.findByText('Every row that passed the checks was sent.')).toBeInTheDocument()
    expect(writes).toHaveLength(3)
    expect(writes[0]).toBe(writes[1])
    expect(createdTitles().sort()).toEqual(['Gold one', 'Gold two'])
  })
})

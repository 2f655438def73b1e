import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'
import { recordWrites } from '../record-writes'

/* A seller's own sheet: a column the template calls otherwise goes to the mapping step before any row is checked. */

const SHEET = [
  'Title,Description,Price,Credentials,Region,Level,Notes',
  '"Eu one",Full access,19.90,"eu-login-1\nEu-Pass-1",eu,40,first',
  '"Na one",Full access,21.00,"na-login-1\nNa-Pass-1",NA,12,',
].join('\r\n')

beforeEach(async () => {
  await new Promise((done) => {
    const request = indexedDB.deleteDatabase('seller-dashboard.import')
    request.onsuccess = request.onerror = request.onblocked = done
  })
})

async function pick(text: string, user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), 'Valorant')
  await user.upload(await screen.findByLabelText(/^Pick a CSV file/), new File([text], 'my-sheet.csv', { type: 'text/csv' }))
}

async function mapRegion(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await pick(SHEET, user)
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Column for Server (required)' }), 'Region')
  await user.click(screen.getByRole('button', { name: 'Check the rows with these columns' }))
  await screen.findByText('2 rows: 2 ready to send, 0 failing.')
}

describe('the importer’s mapping step', () => {
  it('asks for the fields no header names, previews the first rows without a credential, then checks the rows as mapped', async () => {
    const { user } = await renderRoute('/account-offers/import')
    await pick(SHEET, user)
    const step = await screen.findByRole('region', { name: 'Match the columns of my-sheet.csv' })
    expect(step).toHaveFocus()
    expect(screen.queryByRole('table', { name: 'Rows' })).not.toBeInTheDocument()

    const server = within(step).getByRole('combobox', { name: 'Column for Server (required)' })
    expect(server).toHaveValue('')
    expect(server).toHaveAccessibleDescription('Left empty: every row fails without it.')
    expect(within(step).getByText('Columns left out (not sent): “Region”, “Notes”.')).toBeInTheDocument()
    await user.selectOptions(server, 'Region')
    expect(server).toHaveAccessibleDescription('First rows: “eu”, “NA”')

    // The fields matched by name can be changed too; credentials are counted, never shown.
    const credentials = within(step).getByRole('combobox', { name: 'Column for Credentials' })
    expect(credentials).toHaveAccessibleDescription('Not shown (credentials): 2 of 2 rows have a value.')
    await user.selectOptions(within(step).getByRole('combobox', { name: 'Column for Rank' }), 'Credentials')
    expect(within(step).getByRole('combobox', { name: 'Column for Rank' })).toHaveAccessibleDescription(/^Not shown/)
    await user.selectOptions(within(step).getByRole('combobox', { name: 'Column for Rank' }), 'Leave empty')
    expect(document.body.textContent).not.toMatch(/Pass-1|login-1/)

    await user.click(within(step).getByRole('button', { name: 'Check the rows with these columns' }))
    expect(await screen.findByText('2 rows: 2 ready to send, 0 failing.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Rows of my-sheet.csv' })).toHaveFocus()
    expect(screen.getByText('Column “Notes” is not used: ignored.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^Match the columns/ })).not.toBeInTheDocument()
  })

  it('reads a sheet with the same header names as mapped before, with no step, and sends it so', async () => {
    const writes = recordWrites()
    const first = await renderRoute('/account-offers/import')
    await mapRegion(first.user)
    first.unmount()

    const { user } = await renderRoute('/account-offers/import')
    await pick(SHEET.replace('"Eu one"', '"Eu two"'), user)
    expect(await screen.findByText('2 rows: 2 ready to send, 0 failing.')).toBeInTheDocument()
    expect(screen.getByText(/^Columns read as mapped before/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^Match the columns/ })).not.toBeInTheDocument()
    expect(localStorage.getItem('seller-dashboard.import-mappings')).not.toMatch(/Eu one|Pass|login-1|first/)
    await user.click(await screen.findByRole('button', { name: 'Create 2 offers' }))
    expect(await screen.findByText('Every row that passed the checks was sent.')).toBeInTheDocument()
    expect(writes.map((write) => JSON.parse(write.slice(write.indexOf('{'))).account_data)).toEqual([
      { level: 40, server: 'EU' },
      { level: 12, server: 'NA' },
    ])
  })

  it('lets the choice be changed; a sheet with other headers starts from the choices made before', async () => {
    const { user } = await renderRoute('/account-offers/import')
    await mapRegion(user)
    await user.click(screen.getByRole('button', { name: 'Change the columns' }))
    expect(await screen.findByRole('combobox', { name: 'Column for Server (required)' })).toHaveDisplayValue('Region')
    // The same file name, its columns in another order.
    await pick(SHEET.replace('Notes', 'Remarks').replace('Region,Level', 'Level,Region').replace(/,(eu|NA),(40|12),/g, ',$2,$1,'), user)
    // The step of the sheet read again, not the one it replaces.
    const step = await waitFor(() => {
      const found = screen.getByRole('region', { name: 'Match the columns of my-sheet.csv' })
      expect(within(found).getAllByRole('option', { name: 'Remarks' }).length).toBeGreaterThan(0)
      return found
    })
    expect(within(step).getByRole('combobox', { name: 'Column for Server (required)' })).toHaveDisplayValue('Region')
    expect(within(step).getByRole('combobox', { name: 'Column for Server (required)' })).toHaveAccessibleDescription('First rows: “eu”, “NA”')
  })
})

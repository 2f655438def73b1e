import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { GamePicker } from '../../../src/components/offer-template/game-picker'
import { TemplateFields } from '../../../src/components/offer-template/template-fields'
import { SecretBatchInput } from '../../../src/components/secret-batch/secret-batch-input'
import { useSecretBatch } from '../../../src/components/secret-batch/use-secret-batch'
import { ApiError } from '../../../src/lib/api-error'
import { applyServerErrors } from '../../../src/lib/form-errors'
import { templateFields } from '../../../src/lib/offer-template'
import { templateErrorNames, templateSchema } from '../../../src/lib/template-form'

const fields = templateFields([
  { key: 'rank', rules: ['required'], values: ['Bronze', 'Silver', 'Gold'] },
  { key: 'level', rules: ['required', 'integer', 'min:1', 'max:500'], values: null },
  { key: 'agents.*', rules: ['string'], values: ['Jett', 'Sage', 'Omen'] },
  { key: 'email_access', rules: ['boolean'], values: null },
  { key: 'nickname', rules: ['string', 'regex:/^[a-z]+$/'], values: null },
])
const schema = z.object({ title: z.string(), account_data: templateSchema(fields) })
const refusal = new ApiError({
  kind: 'http',
  status: 422,
  message: 'The selected account data.rank is invalid.',
  fieldErrors: { 'account_data.rank': ['The selected account data.rank is invalid.'], 'account_data.agents.1': ['Not available.'] },
})

function OfferForm({ onSend }: { onSend: (values: z.output<typeof schema>) => void }) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { title: 'An account', account_data: {} },
  })
  const send = (values: z.output<typeof schema>) => {
    onSend(values)
    applyServerErrors(form, refusal, templateErrorNames('account_data', fields))
  }
  return (
    <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
      <GamePicker
        games={[{ id: 5, name: 'Valorant', slug: 'valorant' }, { id: 1, name: 'Apex', slug: 'apex' }, { id: 2, name: 'No slug', slug: null }]}
      />
      <TemplateFields control={form.control} prefix="account_data" fields={fields} unreadable={['server', 'mode']} />
      <button type="submit">Create</button>
    </form>
  )
}

describe('a template drawn as a form', () => {
  it('labels every control, checks before sending, sends the data as typed, and puts the 422 on its fields', async () => {
    const onSend = vi.fn()
    const user = userEvent.setup()
    render(<OfferForm onSend={onSend} />)
    expect(within(screen.getByRole('combobox', { name: 'Game' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a game…',
      'Apex',
      'Valorant',
    ])
    expect(screen.getByText('Not shown: server, mode. The marketplace checks them when you send.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Nickname (optional)' })).toHaveAccessibleDescription(
      'The marketplace also checks: regex:/^[a-z]+$/.',
    )

    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('combobox', { name: 'Rank' })).toHaveAccessibleDescription('Rank: choose one of Bronze, Silver, Gold.')
    expect(screen.getByRole('textbox', { name: 'Level' })).toBeInvalid()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank' }), 'Gold')
    await user.type(screen.getByRole('textbox', { name: 'Level' }), '42')
    const agents = screen.getByRole('group', { name: 'Agents (optional)' })
    await user.click(within(agents).getByRole('checkbox', { name: 'Omen' }))
    await user.click(within(agents).getByRole('checkbox', { name: 'Jett' }))
    await user.click(screen.getByRole('checkbox', { name: 'Email access' }))
    await user.click(screen.getByRole('button', { name: 'Create' }))

    expect(onSend).toHaveBeenCalledWith(
      { title: 'An account', account_data: { rank: 'Gold', level: 42, agents: ['Jett', 'Omen'], email_access: true } },
    )
    expect(await screen.findByText('The selected account data.rank is invalid.')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Agents (optional)' })).toHaveAccessibleDescription('Not available.')
    expect(screen.getByRole('combobox', { name: 'Rank' })).toHaveValue('Gold')
  })
})

function Keys() {
  const keys = useSecretBatch('lines', null, ['OLD-1'])
  return <SecretBatchInput label="Keys" noun={{ one: 'key', many: 'keys' }} {...keys} />
}

describe('a batch of secrets', () => {
  it('flags empty lines, duplicates and keys in stock before sending, from typed text and a picked .csv', async () => {
    const user = userEvent.setup()
    render(<Keys />)
    expect(screen.getByRole('status')).toHaveTextContent('No keys yet.')
    await user.type(screen.getByRole('textbox', { name: 'Keys' }), 'K1{Enter}{Enter}K2{Enter}K1')
    expect(screen.getByRole('status')).toHaveTextContent('4 keys: 2 ready to send; 1 empty, 1 repeated.')
    const file = new File(['K3,2026\r\nOLD-1,x\r\n'], 'keys.csv', { type: 'text/csv' })
    await user.upload(screen.getByLabelText('Add from a file (.txt or .csv)'), file)
    expect(await screen.findByText('6 keys: 3 ready to send; 1 empty, 1 repeated, 1 already in stock.')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'keys left out' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 2 is empty: left out.',
      'Key 4 (line 4): the same as key 1. Left out.',
      'Key 6 (line 6): already in stock. Left out.',
    ])
    await user.click(screen.getByRole('button', { name: 'Reveal keys' }))
    expect(screen.queryByRole('textbox', { name: 'Keys' })).not.toBeInTheDocument()
    expect(screen.getByText(/Hidden\./)).toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Checkbox } from '../../../src/components/ui/checkbox'
import { Field } from '../../../src/components/ui/field'
import { Input } from '../../../src/components/ui/input'
import { Select } from '../../../src/components/ui/select'
import { Textarea } from '../../../src/components/ui/textarea'

function MessageField({ max = 10 }: { max?: number }) {
  const [value, setValue] = useState('')
  return (
    <Field label="Message to buyer" hint="Optional." counter={{ value, max }}>
      <Textarea value={value} onChange={(event) => setValue(event.target.value)} />
    </Field>
  )
}

describe('Field', () => {
  it('labels its control and describes it by its hint', () => {
    render(
      <Field label="Search" hint="Buyer, brand or id">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Search' })
    expect(input).toHaveAccessibleDescription('Buyer, brand or id')
    expect(input).not.toBeInvalid()
  })

  it('marks the control invalid and reads the error first', () => {
    render(
      <Field label="Credentials" hint="Login and password" error="Too short">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Credentials' })
    expect(input).toBeInvalid()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Too short Login and password')
    expect(screen.getByText('Too short')).toBeVisible()
  })

  it('keeps the control’s own id and descriptions', () => {
    render(
      <>
        <Field label="Order id" id="order-id" error="Not a number">
          <Input aria-describedby="extra" />
        </Field>
        <p id="extra">Such as 1001</p>
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Order id' })
    expect(input).toHaveAttribute('id', 'order-id')
    expect(input).toHaveAccessibleDescription('Not a number Such as 1001')
  })

  it('counts characters as the server does: an emoji is one', async () => {
    render(<MessageField />)
    const message = screen.getByRole('textbox', { name: 'Message to buyer' })
    expect(message).toHaveAccessibleDescription('Optional. 0 / 10 characters')
    await userEvent.type(message, 'ok 😀')
    expect(screen.getByText(/4 \/ 10/)).toBeVisible()
    expect(message).toHaveAccessibleDescription('Optional. 4 / 10 characters')
  })

  it('says how many characters are too many', async () => {
    render(<MessageField max={3} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to buyer' }), 'hello')
    expect(screen.getByText(/5 \/ 3/)).toHaveTextContent('5 / 3 characters (2 too many)')
  })

  it('wires a native select the same way', () => {
    render(
      <Field label="Status" error="Pick one">
        <Select defaultValue="">
          <option value="">Any</option>
          <option value="pending">Pending</option>
        </Select>
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Status' })
    expect(select).toBeInvalid()
    expect(select).toHaveAccessibleDescription('Pick one')
  })

  it('names a checkbox by the text beside it', async () => {
    render(<Checkbox label="In stock only" />)
    const checkbox = screen.getByRole('checkbox', { name: 'In stock only' })
    await userEvent.click(screen.getByText('In stock only'))
    expect(checkbox).toBeChecked()
  })

  it('leaves a control outside a field alone', () => {
    render(<Input aria-label="Filter" />)
    const input = screen.getByRole('textbox', { name: 'Filter' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })
})

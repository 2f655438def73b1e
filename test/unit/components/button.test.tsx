import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button, buttonClassName, type ButtonVariant } from '../../../src/components/ui/button'
import styles from '../../../src/components/ui/button.module.css'

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const onClick = vi.fn()
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Copy</Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it.each<ButtonVariant>(['primary', 'secondary', 'ghost', 'danger', 'link'])('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Save</Button>)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(styles.button!, styles[variant]!)
  })

  it('names an icon-only button by its aria-label', () => {
    render(
      <Button size="icon" aria-label="Close">
        <svg aria-hidden="true" />
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass(styles.icon!)
  })

  it('asks for an aria-label on an icon-only button', () => {
    // @ts-expect-error: an icon-only button without a name does not type-check
    const unnamed = <Button size="icon" />
    expect(unnamed).toBeTruthy()
  })

  it('forwards ref and className, and stays disabled when asked', () => {
    const ref = { current: null as HTMLButtonElement | null }
    render(
      <Button ref={ref} className="extra" disabled>
        Send
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Send' })
    expect(ref.current).toBe(button)
    expect(button).toHaveClass('extra')
    expect(button).toBeDisabled()
  })

  it('gives a link the look of a button', () => {
    render(
      <a href="/orders" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
        Orders
      </a>,
    )
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveClass(styles.primary!, styles.sm!)
  })
})

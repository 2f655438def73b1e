import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setTheme, useTheme } from '../../../src/components/ui/theme'
import { ThemeSwitch } from '../../../src/components/ui/theme-switch'

const KEY = 'seller-dashboard.theme'
const root = document.documentElement

afterEach(() => {
  act(() => setTheme('system'))
  localStorage.clear()
})

function ThemeName() {
  const { theme, resolvedTheme } = useTheme()
  return (
    <p>
      Chosen {theme}, showing {resolvedTheme}
    </p>
  )
}

describe('ThemeSwitch', () => {
  it('offers System, Light and Dark as one labelled group, System first', () => {
    render(<ThemeSwitch />)
    const group = screen.getByRole('group', { name: 'Theme' })
    expect(group).toBeInTheDocument()
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ])
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()
  })

  it('applies the choice to the page and remembers it in this browser', async () => {
    const user = userEvent.setup()
    render(
      <>
        <ThemeSwitch />
        <ThemeName />
      </>,
    )
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(root).toHaveAttribute('data-theme', 'dark')
    expect(localStorage.getItem(KEY)).toBe('dark')
    expect(screen.getByText('Chosen dark, showing dark')).toBeInTheDocument()

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked()
    expect(root).toHaveAttribute('data-theme', 'light')
    expect(localStorage.getItem(KEY)).toBe('light')

    await user.click(screen.getByRole('radio', { name: 'System' }))
    expect(root).not.toHaveAttribute('data-theme')
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(screen.getByText('Chosen system, showing light')).toBeInTheDocument()
  })

  it('follows a choice made in another tab', () => {
    render(<ThemeSwitch />)
    act(() => {
      localStorage.setItem(KEY, 'dark')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'dark' }))
    })
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(root).toHaveAttribute('data-theme', 'dark')
  })
})

describe('public/theme.js, run before the first paint', () => {
  const here = dirname(fileURLToPath(import.meta.url))
  const script = readFileSync(join(here, '../../../public/theme.js'), 'utf8')
  // The classic script as the browser runs it: no module, no app code loaded yet.
  const runBootstrap = () => new Function(script)()

  it.each(['light', 'dark'])('applies a remembered %s theme', (theme) => {
    localStorage.setItem(KEY, theme)
    runBootstrap()
    expect(root).toHaveAttribute('data-theme', theme)
  })

  it.each([null, 'system', 'purple'])('leaves the system theme for %s', (stored) => {
    if (stored) localStorage.setItem(KEY, stored)
    runBootstrap()
    expect(root).not.toHaveAttribute('data-theme')
  })

  it('is referenced from index.html below the base path, before the app', () => {
    const html = readFileSync(join(here, '../../../index.html'), 'utf8')
    const themeScript = html.indexOf('<script src="%BASE_URL%theme.js"></script>')
    expect(themeScript).toBeGreaterThan(0)
    expect(themeScript).toBeLessThan(html.indexOf('</head>'))
    expect(themeScript).toBeLessThan(html.indexOf('type="module"'))
  })
})

import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'

/** What the page showed after each change React made to it: the navigation, and the list's table. */
function watchScreens() {
  const screens: { navigation: boolean; table: boolean }[] = []
  const observer = new MutationObserver(() => {
    screens.push({
      navigation: document.querySelector('nav a[href="/gift-card-orders"]') !== null,
      table: document.querySelector('table tbody tr') !== null,
    })
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return { screens, stop: () => observer.disconnect() }
}

describe('the first screen', () => {
  let stop = () => {}
  afterEach(() => stop())

  it('paints the shell together with the page and its rows, never the shell alone', async () => {
    const watch = watchScreens()
    stop = watch.stop
    await renderRoute('/gift-card-orders')
    await screen.findAllByRole('row')
    const withShell = watch.screens.filter((shown) => shown.navigation)
    expect(withShell.length).toBeGreaterThan(0)
    expect(withShell.every((shown) => shown.table)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { findChromium, NO_CHROMIUM } from '../../chromium'

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome'

function find(chromePath: string | undefined, present: string[]) {
  return findChromium({ chromePath, exists: (path) => present.includes(path), playwrightChromium: () => PLAYWRIGHT })
}

describe('the Chromium the tests launch', () => {
  it('is CHROME_PATH when it is set and there', () => {
    expect(find('/opt/chrome/chrome', ['/opt/chrome/chrome', '/usr/bin/chromium'])).toEqual({ path: '/opt/chrome/chrome' })
  })

  it('is not another one when CHROME_PATH names a path with nothing there: that says so', () => {
    const found = find('/opt/nothing', ['/usr/bin/chromium'])
    expect(found).toEqual({ missing: expect.stringContaining('CHROME_PATH is /opt/nothing') })
  })

  it("is Debian's Chromium, else the one Playwright installed", () => {
    expect(find(undefined, ['/usr/bin/chromium', PLAYWRIGHT])).toEqual({ path: '/usr/bin/chromium' })
    expect(find(undefined, [PLAYWRIGHT])).toEqual({ path: PLAYWRIGHT })
  })

  it('is missing without any, with one line that says how to get one', () => {
    const found = find(undefined, [])
    expect(found).toEqual({ missing: NO_CHROMIUM })
    expect(NO_CHROMIUM).not.toContain('\n')
    expect(NO_CHROMIUM).toMatch(/apt-get install chromium.*npx playwright install chromium.*CHROME_PATH/)
  })
})

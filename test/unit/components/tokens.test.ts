import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const css = readFileSync(join(here, '../../../src/styles/tokens.css'), 'utf8')

/** Each colour token's light and dark value, read from its light-dark() pair. */
function themes(): { light: Map<string, string>; dark: Map<string, string> } {
  const light = new Map<string, string>()
  const dark = new Map<string, string>()
  for (const [, name, lightValue, darkValue] of css.matchAll(/--([\w-]+):\s*light-dark\((#\w+),\s*(#\w+)\)/g)) {
    light.set(name!, lightValue!)
    dark.set(name!, darkValue!)
  }
  return { light, dark }
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const TEXT_PAIRS: [string, string][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'surface-2'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surface-2'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent-fg', 'accent'],
  ['accent-fg', 'accent-hover'],
  ['danger', 'surface'],
  ['danger-fg', 'danger'],
  ['success', 'success-bg'],
  ['warning', 'warning-bg'],
  ['danger', 'danger-bg'],
  ['info', 'info-bg'],
  ['neutral', 'neutral-bg'],
]
// Boundaries of controls and the focus ring (WCAG 1.4.11, 2.4.13).
const UI_PAIRS: [string, string][] = [
  ['border-strong', 'surface'],
  ['border-strong', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
]

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const colours = themes()[theme]
  it.each(TEXT_PAIRS)('%s on %s reads at 4.5:1 or more', (fg, bg) => {
    expect(contrast(colours.get(fg)!, colours.get(bg)!)).toBeGreaterThanOrEqual(4.5)
  })
  it.each(UI_PAIRS)('%s on %s stands out at 3:1 or more', (fg, bg) => {
    expect(contrast(colours.get(fg)!, colours.get(bg)!)).toBeGreaterThanOrEqual(3)
  })
})

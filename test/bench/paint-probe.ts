/*
 * In-page timing: a MutationObserver notices the DOM change a measurement waits for, then the probe waits
 * for the next frame (requestAnimationFrame) and for the task after it (a MessageChannel message), which
 * runs once that frame's style, layout and paint are done. That moment is "painted".
 */
import type { Page } from '@playwright/test'

export interface PaintMark {
  /** performance.now() when the awaited DOM change was seen. */
  changedAt: number
  /** performance.now() after the first frame that shows it. */
  paintedAt: number
}

interface BenchProbe {
  lastClickAt: number | null
  /** The time stamp of the last `change` event (a select's new choice). */
  lastChangeAt: number | null
  painted: (test: () => boolean) => Promise<PaintMark>
  pending: Record<string, Promise<PaintMark>>
}

declare global {
  interface Window {
    __bench?: BenchProbe
  }
}

/** Runs in the page before any of its scripts. */
function installProbe() {
  const watches: { test: () => boolean; resolve: (mark: PaintMark) => void }[] = []
  const afterNextPaint = (changedAt: number, resolve: (mark: PaintMark) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve({ changedAt, paintedAt: performance.now() })
      channel.port2.postMessage(null)
    })
  const check = () => {
    for (const watch of [...watches]) {
      if (!watch.test()) continue
      watches.splice(watches.indexOf(watch), 1)
      afterNextPaint(performance.now(), watch.resolve)
    }
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
  const probe: BenchProbe = {
    lastClickAt: null,
    lastChangeAt: null,
    pending: {},
    painted: (test) =>
      new Promise((resolve) => {
        watches.push({ test, resolve })
        check()
      }),
  }
  window.__bench = probe
  document.addEventListener('click', (event) => (probe.lastClickAt = event.timeStamp), { capture: true })
  document.addEventListener('change', (event) => (probe.lastChangeAt = event.timeStamp), { capture: true })
}

/** Runs `script` in every document of the page, before the page's own scripts. */
export async function addPageScript(page: Page, script: () => void) {
  // tsx keeps function names with a `__name` helper that the page does not have: give it one.
  const content = `globalThis.__name ??= (f) => f;\n(${script.toString()})()`
  await page.addInitScript({ content })
}

/** Installs the probe in every document of the page. */
export function addPaintProbe(page: Page) {
  return addPageScript(page, installProbe)
}

/** responseEnd of the last API response whose URL contains `fragment` (Resource Timing). */
export function responseEnd(page: Page, fragment: string): Promise<number | null> {
  return page.evaluate((part) => {
    const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part))
    const last = entries.at(-1) as PerformanceResourceTiming | undefined
    return last ? last.responseEnd : null
  }, fragment)
}

export interface DomCondition {
  /** An element that must be there. */
  selector: string
  /** And, optionally, an element whose text must include `text`. */
  textSelector?: string
  text?: string
}

/** Starts watching for `condition`; `changedPaint(page, key)` then gives when it was first painted. */
export async function watchFor(page: Page, condition: DomCondition, key: string) {
  await page.evaluate(
    ([{ selector, textSelector, text }, name]) => {
      const probe = window.__bench!
      probe.pending[name] = probe.painted(
        () =>
          document.querySelector(selector) !== null &&
          (!textSelector || (document.querySelector(textSelector)?.textContent ?? '').includes(text ?? '')),
      )
    },
    [condition, key] as const,
  )
}

/** The page's performance.now(). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now())
}

/** Starts watching for the text of `selector` to change; returns a key for `changedPaint`. */
export async function watchTextChange(page: Page, selector: string, key: string) {
  await page.evaluate(
    ([sel, name]) => {
      const probe = window.__bench!
      const before = document.querySelector(sel)?.textContent ?? null
      probe.pending[name] = probe.painted(() => (document.querySelector(sel)?.textContent ?? null) !== before)
    },
    [selector, key] as const,
  )
}

/** The watch's result, and the time stamps of the last click and the last change (the events' own). */
export function changedPaint(page: Page, key: string): Promise<PaintMark & { clickAt: number | null; changeAt: number | null }> {
  return page.evaluate(async (name) => {
    const probe = window.__bench!
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${name}: no change`)), 5000))
    const mark = await Promise.race([probe.pending[name]!, timeout])
    return { ...mark, clickAt: probe.lastClickAt, changeAt: probe.lastChangeAt }
  }, key)
}

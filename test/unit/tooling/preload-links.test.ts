import { describe, expect, it } from 'vitest'
import { insertScriptLinksLater, preloadLinksInTasks } from '../../../scripts/preload-links'

// The lines of Vite's preload helper (vite/dist/node/chunks/node.js, `preload`) around the insertion.
const HELPER = `const link = document.createElement("link");
link.rel = isCss ? "stylesheet" : scriptRel;
if (cspNonce) link.setAttribute("nonce", cspNonce);
document.head.appendChild(link);
if (isCss) return new Promise((res, rej) => {});`

describe("Vite's preload helper, a script's link in a task of its own", () => {
  it('inserts a style sheet at once and a script later', () => {
    const changed = insertScriptLinksLater(HELPER)
    expect(changed).toContain('if (isCss) document.head.appendChild(link); else setTimeout(() => document.head.appendChild(link));')
    expect(changed.match(/appendChild/g)).toHaveLength(2)
  })

  it('fails the build when the helper no longer reads as expected', () => {
    expect(() => insertScriptLinksLater(HELPER.replace('document.head.appendChild(link);', 'document.head.append(link);'))).toThrow(
      /preload helper/,
    )
    expect(() => insertScriptLinksLater(HELPER + HELPER)).toThrow(/preload helper/)
  })

  it('fails the build when a bundle uses the helper but it was never changed', () => {
    const plugin = preloadLinksInTasks()
    const errors: string[] = []
    const context = { error: (message: string) => errors.push(message) }
    const bundle = { 'index.js': { type: 'chunk', code: 'const __vite__mapDeps = () => []' } }
    ;(plugin.generateBundle as unknown as (this: typeof context, o: unknown, b: unknown) => void).call(context, {}, bundle)
    expect(errors).toEqual([expect.stringMatching(/preload helper was not found/)])
  })
})

/*
 * Vite's loader for a lazy chunk (its preload helper, `\0vite/preload-helper.js`) inserts a link for each file the
 * chunk imports, one after another in the task that asked for the chunk. On a first visit that is the router's first
 * load, and a record page's 28 files made it the longest task near the first paint: under a 4× CPU slowdown, about
 * half of 248 ms went to inserting those links. A modulepreload link is only a head start (the module loader
 * fetches whatever is not there yet), so each is inserted in a task of its own; a style sheet's link stays where it
 * is, since the chunk waits for it to load. Lighthouse mobile, five runs each: blocking time on the currency offer
 * 119 -> 39 ms (median), on the accept page over an account order 124 -> 54 ms.
 */
import type { Plugin } from 'vite'

const HELPER_ID = '\0vite/preload-helper.js'
const INSERT = 'document.head.appendChild(link);'
const INSERT_LATER = 'if (isCss) document.head.appendChild(link); else setTimeout(() => document.head.appendChild(link));'

/** The helper's code with each script's link inserted in a task of its own; throws when the helper has changed. */
export function insertScriptLinksLater(code: string): string {
  if (code.split(INSERT).length !== 2 || !code.includes('isCss')) {
    throw new Error(`Vite's preload helper no longer inserts its links as scripts/preload-links.ts expects: see there.`)
  }
  return code.replace(INSERT, INSERT_LATER)
}

/** The build plugin; the build fails if the helper was in it but could not be changed. */
export function preloadLinksInTasks(): Plugin {
  let changed = false
  return {
    name: 'seller-dashboard:preload-links-in-tasks',
    apply: 'build',
    transform: {
      filter: { id: { include: [/^\0vite\/preload-helper\.js$/] } },
      handler(code, id) {
        if (id !== HELPER_ID) return null
        changed = true
        return { code: insertScriptLinksLater(code), map: null }
      },
    },
    generateBundle(_options, bundle) {
      const helped = Object.values(bundle).some((file) => file.type === 'chunk' && file.code.includes('__vite__mapDeps'))
      if (helped && !changed) this.error(`Vite's preload helper was not found to change: see scripts/preload-links.ts.`)
    },
  }
}

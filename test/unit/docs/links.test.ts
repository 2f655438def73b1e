import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const PAGES = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => join('docs', name))]

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const result = new Set<string>()
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+)$/gm)) {
    const slug = heading!.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    result.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return result
}

/** Every relative link target of a page (inline links and images), outside code blocks. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
}

function broken(page: string): string[] {
  return relativeLinks(readFileSync(page, 'utf8')).filter((target) => {
    const [path, anchor] = target.split('#') as [string, string | undefined]
    const file = path === '' ? page : resolve(dirname(page), decodeURIComponent(path))
    if (!existsSync(file)) return true
    return anchor !== undefined && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)
  })
}

describe('the documentation', () => {
  it.each(PAGES)('%s: every relative link reaches a file, and its anchor a heading there', (page) => {
    expect(broken(page)).toEqual([])
  })

  it('keeps the README short, with both commands near the top', () => {
    const lines = readFileSync('README.md', 'utf8').split('\n')
    expect(lines.length).toBeLessThanOrEqual(220)
    const top = lines.slice(0, 40).join('\n')
    expect(top).toContain('npm run dev')
    expect(top).toContain('npm test')
  })

  it('finds a link that leads nowhere', () => {
    expect(relativeLinks('[a](docs/none.md) [b](https://x.example) `[c](d.md)`')).toEqual(['docs/none.md'])
    expect([...anchors('# The live API\n## What it reads, and why\n## Notes\n## Notes')]).toEqual([
      'the-live-api',
      'what-it-reads-and-why',
      'notes',
      'notes-1',
    ])
  })
})

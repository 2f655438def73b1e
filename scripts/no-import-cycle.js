/*
 * ESLint rule: no file of src/ reaches itself through its imports. Unlike import-x/no-cycle, every import counts:
 * `import type`, `export … from`, `import()` and `import('./x').T` as well, because a reader follows each of
 * them, and import-x offers no option to count type imports. Only relative specifiers are followed (the app
 * imports its own files by relative path); packages are never part of a cycle of ours.
 */
import { readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|js|jsx|mts|mjs)$/
const CANDIDATES = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']

function isFile(path) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  const path = CANDIDATES.map((ending) => base + ending).find((candidate) => SOURCE.test(candidate) && isFile(candidate))
  return path ?? null
}

/** A file's own imports, resolved, read again only when the file changes. */
const cache = new Map()
function importsOf(path) {
  const modified = statSync(path).mtimeMs
  const cached = cache.get(path)
  if (cached?.modified === modified) return cached.imports
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true)
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolveImport(path, fileName)).filter(Boolean))]
  cache.set(path, { modified, imports })
  return imports
}

/** The shortest chain of imports from `start` back to `goal`, or null. */
function routeBack(start, goal) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const path = queue.shift()
    for (const next of importsOf(path)) {
      if (next === goal) {
        const route = []
        for (let step = path; step !== null; step = previous.get(step)) route.unshift(step)
        return route
      }
      if (!previous.has(next)) {
        previous.set(next, path)
        queue.push(next)
      }
    }
  }
  return null
}

/** The module a node of the linted file names, whatever kind of import it is. */
function specifierOf(node) {
  const source = node.type === 'TSImportType' ? (node.argument?.literal ?? node.argument) : node.source
  return source?.type === 'Literal' && typeof source.value === 'string' ? source : null
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle, type imports and dynamic imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both need into a file both import.' },
  },
  create(context) {
    const filename = context.physicalFilename
    if (!SOURCE.test(filename)) return {}
    function check(node) {
      const source = specifierOf(node)
      const target = source && resolveImport(filename, source.value)
      if (!target || target === filename) return
      const route = routeBack(target, filename)
      if (route) {
        const names = [filename, ...route, filename].map((path) => relative(context.cwd, path)).join(' → ')
        context.report({ node: source, messageId: 'cycle', data: { route: names } })
      }
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    }
  },
}

export default { rules: { 'no-cycle': noCycle } }

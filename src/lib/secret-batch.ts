import { codePointLength } from './text'

/*
 * A batch of secrets typed or picked from a file: account credentials (blocks separated by a blank line) or gift
 * card keys (one per line). Nothing here stores anything: the text lives in the form's memory only.
 */

/** `blocks`: entries separated by a blank line (credentials, which span lines). `lines`: one entry a line (keys). */
export type SecretBatchMode = 'blocks' | 'lines'

/** Why an entry is left out: nothing in it, over the maximum length, a repeat of an earlier one, already in stock. */
export type SecretFlag = 'empty' | 'too-long' | 'duplicate' | 'in-stock'

export interface SecretEntry {
  /** 1-based, in the batch's order. */
  position: number
  /** The line of the text where it starts, 1-based. */
  line: number
  /** Trimmed, line breaks as "\n". */
  text: string
  /** In Unicode code points, as the server counts. */
  length: number
  flag: SecretFlag | null
  /** For a duplicate: the position of the entry it repeats. */
  repeats: number | null
}

export interface SecretBatch {
  entries: SecretEntry[]
  /** What to send, in order: the entries without a flag. */
  ready: string[]
  counts: Record<SecretFlag, number> & { entries: number; ready: number }
}

export interface SecretBatchOptions {
  mode: SecretBatchMode
  /** The longest entry allowed, in code points (500 for credentials); none when null or left out. */
  maxLength?: number | null
  /** The secrets already in stock, compared trimmed. Kept in memory by the caller only. */
  inStock?: Iterable<string>
}

const LINE_BREAK = /\r\n|\r|\n/
const normalise = (text: string) => text.split(LINE_BREAK).join('\n').trim()
const isBlank = (line: string) => line.trim() === ''

/** The raw entries of a text: trimmed, each with its first line. Blank lines before the first and after the last are not entries. */
export function splitSecrets(text: string, mode: SecretBatchMode): { text: string; line: number }[] {
  const lines = text.split(LINE_BREAK)
  const first = lines.findIndex((line) => !isBlank(line))
  if (first < 0) return []
  let last = lines.length - 1
  while (isBlank(lines[last]!)) last--
  if (mode === 'lines') {
    return lines.slice(first, last + 1).map((line, index) => ({ text: line.trim(), line: first + index + 1 }))
  }
  const entries: { text: string; line: number }[] = []
  let block: string[] = []
  let start = first
  // A blank line ends a block; each further blank line in a row is an empty block, shown so that nothing is lost.
  for (let index = first; index <= last + 1; index++) {
    const line = index <= last ? lines[index]! : ''
    if (!isBlank(line)) {
      if (block.length === 0) start = index
      block.push(line)
    } else if (block.length > 0) {
      entries.push({ text: block.join('\n').trim(), line: start + 1 })
      block = []
    } else if (index <= last) {
      entries.push({ text: '', line: index + 1 })
    }
  }
  return entries
}

/** The entries of `text`, each flagged or ready, and the counts the form shows before sending. */
export function checkSecretBatch(text: string, { mode, maxLength = null, inStock = [] }: SecretBatchOptions): SecretBatch {
  const stock = new Set([...inStock].map(normalise))
  const seen = new Map<string, number>()
  const entries = splitSecrets(text, mode).map(({ text: entry, line }, index): SecretEntry => {
    const position = index + 1
    const length = codePointLength(entry)
    const earlier = seen.get(entry)
    if (earlier === undefined && entry !== '') seen.set(entry, position)
    const flag: SecretFlag | null =
      entry === ''
        ? 'empty'
        : maxLength !== null && length > maxLength
          ? 'too-long'
          : stock.has(entry)
            ? 'in-stock'
            : earlier !== undefined
              ? 'duplicate'
              : null
    return { position, line, text: entry, length, flag, repeats: flag === 'duplicate' ? earlier! : null }
  })
  const counts = { entries: entries.length, ready: 0, empty: 0, 'too-long': 0, duplicate: 0, 'in-stock': 0 }
  for (const entry of entries) counts[entry.flag ?? 'ready']++
  return { entries, ready: entries.filter((entry) => entry.flag === null).map((entry) => entry.text), counts }
}

/** The file types the picker takes. */
export const SECRET_FILE_ACCEPT = '.txt,.csv,text/plain,text/csv'

/** A .csv row's first cell: up to the first "," or ";" (both spreadsheet dialects), a quoted cell unquoted. */
function firstCell(row: string): string {
  const quoted = /^\s*"((?:[^"]|"")*)"/.exec(row)
  if (quoted) return quoted[1]!.replace(/""/g, '"')
  return row.split(/[,;]/, 1)[0]!
}

/**
 * A picked file's text as it joins the batch: without a byte order mark; for keys from a .csv, each row's first
 * cell. Credentials from a .csv are read as text, blocks separated by a blank line, as from a .txt.
 */
export function secretFileText(fileName: string, text: string, mode: SecretBatchMode): string {
  const plain = text.replace(/^\uFEFF/, '')
  if (mode === 'blocks' || !/\.csv$/i.test(fileName)) return plain
  return plain
    .split(LINE_BREAK)
    .map((row) => (isBlank(row) ? '' : firstCell(row)))
    .join('\n')
}

/** `added` after what is typed already, separated as the mode separates entries. */
export function appendSecrets(current: string, added: string, mode: SecretBatchMode): string {
  if (current.trim() === '') return added
  return `${current.replace(/\s+$/, '')}${mode === 'blocks' ? '\n\n' : '\n'}${added}`
}

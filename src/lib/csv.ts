/** RFC 4180 CSV cells, safe to open in a spreadsheet, and the browser download of a CSV text. */

export type CsvValue = string | number | null

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One cell. Text that a spreadsheet would run as a formula (=, +, -, @) gets a leading quote; plain
 * numbers such as "-5.00" are data, not formulas, and stay exact.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** Hands the text to the browser as a file download. */
export function saveCsvFile(csv: string, filename: string): void {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/*
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, money as the API's decimal strings, and text that
 * a spreadsheet would run as a formula made harmless.
 */

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

/** A header line and one line per row. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [columns.join(','), ...rows.map((row) => row.map(csvCell).join(','))]
  return lines.join('\r\n') + '\r\n'
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

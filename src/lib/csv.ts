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

/** The columns of a CSV file, in order: each header with the cell it takes from a record. */
export type CsvColumns<R> = Readonly<Record<string, (record: R) => CsvValue>>

/** A header line and one line per record. */
export function toCsv<R>(columns: CsvColumns<R>, records: readonly R[]): string {
  const cells = Object.values(columns)
  const rows = records.map((record) => cells.map((cell) => csvCell(cell(record))).join(','))
  return [Object.keys(columns).join(','), ...rows].join('\r\n') + '\r\n'
}

type FieldsOf<R, V> = { [K in keyof R & string]: R[K] extends V ? K : never }[keyof R & string]

/** Columns that are a record's fields as they are, named as the fields. */
export function csvFields<R>(...fields: FieldsOf<R, CsvValue>[]): CsvColumns<R> {
  return Object.fromEntries(fields.map((field) => [field, (record: R) => record[field] as CsvValue]))
}

/** Date columns: the API's seconds in ISO 8601 UTC. */
export function csvDates<R>(...fields: FieldsOf<R, number | null>[]): CsvColumns<R> {
  const date = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString())
  return Object.fromEntries(fields.map((field) => [field, (record: R) => date(record[field] as number | null)]))
}

/** Flag columns, as 1 or 0. */
export function csvFlags<R>(...fields: FieldsOf<R, boolean | null>[]): CsvColumns<R> {
  const flag = (value: boolean | null) => (value === null ? null : Number(value))
  return Object.fromEntries(fields.map((field) => [field, (record: R) => flag(record[field] as boolean | null)]))
}

/** A reference to another record as two columns, its id and one text: `buyer_id` and `buyer_username`. */
export function csvReference<R, T extends { readonly id: number }>(
  name: string,
  reference: (record: R) => T | null,
  text: FieldsOf<T, CsvValue>,
): CsvColumns<R> {
  return {
    [`${name}_id`]: (record) => reference(record)?.id ?? null,
    [`${name}_${text}`]: (record) => (reference(record)?.[text] as CsvValue | undefined) ?? null,
  }
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

/** Bytes in kB (1000 bytes), as every figure of the bench and the budgets is given. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** A time in whole milliseconds. */
export const ms = (value: number) => `${Math.round(value)} ms`

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

/** A Markdown table, which reads as well in a terminal as in the docs. */
export function table(header: string[], rows: (string | number)[][]): string[] {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)]
}

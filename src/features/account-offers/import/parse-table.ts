/*
 * A CSV file or a table pasted from a spreadsheet, read by papaparse: quoted cells, line breaks inside quotes (a
 * credential spans lines), commas, tabs or semicolons between cells. Loaded with the import page's first table only.
 */

export interface ParsedTable {
  /** Every row as its cells, the header first; empty rows kept so that rows keep a spreadsheet's numbers. */
  rows: string[][]
  /** What the parser could not read (an unclosed quote...), by row number (the header is row 1). */
  problems: string[]
}

export async function parseTable(text: string): Promise<ParsedTable> {
  const { default: Papa } = await import('papaparse')
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', '\t', ';'],
  })
  const problems = result.errors
    .filter((error) => error.code !== 'UndetectableDelimiter')
    .map((error) => (error.row === undefined ? error.message : `Row ${error.row + 1}: ${error.message}`))
  return { rows: result.data.filter((row) => Array.isArray(row)), problems }
}

/** An id as the API uses them: a positive whole number, written plainly ("1001", not "01001", "1e3" or "１"). */
export function isIdText(value: string): boolean {
  return /^[1-9]\d{0,17}$/.test(value)
}

/** Joins class names, skipping the empty ones: cx(styles.button, active && styles.active, className). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

/** The keys as they will be sent, and why they cannot be sent yet (null when they can). */
export interface KeysValue {
  keys: readonly string[]
  error: string | null
}

interface KeysInputProps {
  label: string
  error?: string
  onChange: (value: KeysValue) => void
}

/** Keys typed or read from a file, with their flags: built on the shared batch of secrets once it lands. */
export function KeysInput({ label }: KeysInputProps) {
  return <p>{label}</p>
}

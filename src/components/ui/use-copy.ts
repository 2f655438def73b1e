import { useEffect, useState } from 'react'

export type CopyResult = 'copied' | 'failed'

/** Copies text to the clipboard and remembers, for a few seconds, whether it could: for a status line. */
export function useCopy(forgetAfterMs = 4000) {
  const [result, setResult] = useState<CopyResult | null>(null)

  useEffect(() => {
    if (result === null) return
    const timer = setTimeout(() => setResult(null), forgetAfterMs)
    return () => clearTimeout(timer)
  }, [result, forgetAfterMs])

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setResult('copied')
    } catch {
      setResult('failed')
    }
  }
  return { result, copy }
}

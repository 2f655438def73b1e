import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Muted } from '../../../components/ui/text'
import styles from './repricing.module.css'
import { Cluster } from '../../../components/ui/layout'

interface IgnoredSellersProps {
  ignored: readonly string[]
  /** Usernames of the competitors, offered as suggestions. */
  sellers: readonly string[]
  onChange: (ignored: string[]) => void
}

/** Sellers whose offers the assistant does not count (the seller's own other shops, say). */
export function IgnoredSellers({ ignored, sellers, onChange }: IgnoredSellersProps) {
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  const add = (event: FormEvent) => {
    event.preventDefault()
    const username = name.trim()
    if (username === '') return setError('Type a seller’s username.')
    if (ignored.some((other) => other.toLowerCase() === username.toLowerCase())) {
      return setError(`${username} is already ignored.`)
    }
    onChange([...ignored, username])
    setName('')
    setError(null)
  }

  return (
    <fieldset className={styles.ignored}>
      <legend>Ignored sellers</legend>
      <form className={styles.add} onSubmit={add} noValidate>
        <Field label="Seller to ignore" error={error}>
          <Input
            autoComplete="off"
            spellCheck={false}
            list={`${id}-sellers`}
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <datalist id={`${id}-sellers`}>
          {sellers.map((seller) => (
            <option key={seller} value={seller} />
          ))}
        </datalist>
        <Button type="submit">Ignore seller</Button>
      </form>
      {ignored.length === 0 ? (
        <Muted as="p">Every seller counts.</Muted>
      ) : (
        <Cluster aria-label="Ignored sellers">
          {ignored.map((seller) => (
            <li key={seller} className={styles.chip}>
              {seller}{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${seller}`}
                onClick={() => onChange(ignored.filter((other) => other !== seller))}
              >
                Remove
              </Button>
            </li>
          ))}
        </Cluster>
      )}
    </fieldset>
  )
}

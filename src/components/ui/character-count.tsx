interface CharacterCountProps {
  id: string
  count: number
  max: number
}

/** "n / max", counted in Unicode characters as the server counts them. */
export function CharacterCount({ id, count, max }: CharacterCountProps) {
  const over = count > max
  return (
    <p id={id} className={over ? 'char-count char-count--over' : 'char-count'}>
      <span>
        {count} / {max}
      </span>
      <span className="visually-hidden"> characters</span>
      {over ? <span> ({count - max} too many)</span> : null}
    </p>
  )
}

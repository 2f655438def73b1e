import { KeyValue, KeyValues } from '../../../components/ui/key-values'
import { humanize } from '../../../lib/format'
import styles from '../account-orders.module.css'
import { parameterShape } from '../parameter-value'

interface ParametersListProps {
  entries: [string, unknown][]
  depth?: number
}

/** A free-form map as a definition list; nested maps and lists nest inside it. */
export function ParametersList({ entries, depth = 0 }: ParametersListProps) {
  return (
    <KeyValues layout={depth === 0 ? 'columns' : 'nested'}>
      {entries.map(([key, value]) => (
        <KeyValue key={key} label={humanize(key)}>
          <ParameterValue value={value} depth={depth + 1} />
        </KeyValue>
      ))}
    </KeyValues>
  )
}

function ParameterValue({ value, depth }: { value: unknown; depth: number }) {
  const shape = parameterShape(value, depth)
  if (shape.kind === 'text') return <span>{shape.text}</span>
  if (shape.kind === 'map') return <ParametersList entries={shape.entries} depth={depth} />
  return (
    <ol className={styles.list}>
      {shape.items.map((item, index) => (
        <li key={index}>
          <ParameterValue value={item} depth={depth + 1} />
        </li>
      ))}
    </ol>
  )
}

import { humanize } from '../../../lib/format'
import { parameterShape } from '../parameter-value'

interface ParametersListProps {
  entries: [string, unknown][]
  depth?: number
}

/** A free-form map as a definition list; nested maps and lists nest inside it. */
export function ParametersList({ entries, depth = 0 }: ParametersListProps) {
  return (
    <dl className={depth === 0 ? 'key-values' : 'key-values key-values--nested'}>
      {entries.map(([key, value]) => (
        <div key={key} className="key-values__row">
          <dt>{humanize(key)}</dt>
          <dd>
            <ParameterValue value={value} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function ParameterValue({ value, depth }: { value: unknown; depth: number }) {
  const shape = parameterShape(value, depth)
  if (shape.kind === 'text') return <span className="key-values__text">{shape.text}</span>
  if (shape.kind === 'map') return <ParametersList entries={shape.entries} depth={depth} />
  return (
    <ol className="key-values__list">
      {shape.items.map((item, index) => (
        <li key={index}>
          <ParameterValue value={item} depth={depth + 1} />
        </li>
      ))}
    </ol>
  )
}

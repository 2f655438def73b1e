import type { PaletteGroup, PaletteOption } from './palette-options'
import styles from './palette.module.css'

interface PaletteListProps {
  id: string
  options: PaletteOption[]
  active: number
  optionId: (index: number) => string
  onHover: (index: number) => void
  onChoose: (option: PaletteOption) => void
}

/** The listbox: options in their groups; the focus stays in the field, the active option is aria-selected. */
export function PaletteList({ id, options, active, optionId, onHover, onChoose }: PaletteListProps) {
  const groups = new Map<PaletteGroup, { option: PaletteOption; index: number }[]>()
  options.forEach((option, index) => groups.set(option.group, [...(groups.get(option.group) ?? []), { option, index }]))
  return (
    <div id={id} role="listbox" aria-label="Results" className={styles.list}>
      {[...groups].map(([group, entries]) => (
        <div key={group} role="group" aria-labelledby={`${id}-${slug(group)}`}>
          <div id={`${id}-${slug(group)}`} className={styles.group} aria-hidden="true">
            {group}
          </div>
          {entries.map(({ option, index }) => (
            <div
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseMove={() => (index === active ? undefined : onHover(index))}
              // The field keeps the focus: a pointer press must not move it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
            >
              {option.label}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-')

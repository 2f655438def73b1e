import { useId, useState, type KeyboardEvent } from 'react'
import { readRecentItems } from '../../lib/recent-items'
import { cx } from '../ui/class-names'
import { Dialog, DialogDescription, DialogTitle, ModalContent } from '../ui/dialog'
import styles from './palette.module.css'
import { PaletteList } from './palette-list'
import { paletteNoMatch, paletteOptions, type PaletteCommand, type PaletteOption } from './palette-options'
import { formatCount } from '../../lib/format'

export interface CommandPaletteProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  pages: PaletteCommand[]
  actions: PaletteCommand[]
  hasRoute: (template: string) => boolean
  onNavigate: (href: string) => void
  /** Shown in the empty field, e.g. when a sidebar entry opened the palette to look up an id. */
  placeholder?: string
}

/** Search and commands: a labelled dialog holding a combobox and its listbox (WAI-ARIA combobox pattern). */
export function CommandPalette({ open, onOpenChange, placeholder, ...rest }: CommandPaletteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <ModalContent layout={styles.palette} data-palette="" closeLabel="Close search">
        <DialogTitle className="visually-hidden">Search and commands</DialogTitle>
        <PaletteBody {...rest} placeholder={placeholder} close={() => onOpenChange(false)} />
      </ModalContent>
    </Dialog>
  )
}

type BodyProps = Omit<CommandPaletteProps, 'open' | 'onOpenChange'> & { close: () => void }

/** Mounted afresh on each opening, so the field starts empty and the recent items are current. */
function PaletteBody({ pages, actions, hasRoute, onNavigate, placeholder, close }: BodyProps) {
  const baseId = useId()
  const [recent] = useState(readRecentItems)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const options = paletteOptions({ query, recent, pages, actions, hasRoute })
  const noMatch = options.length === 0 ? paletteNoMatch(query) : null
  const activeIndex = Math.min(active, options.length - 1)
  const optionId = (index: number) => `${baseId}-option-${index}`
  const listId = `${baseId}-list`

  const choose = (option: PaletteOption | undefined) => {
    if (!option) return
    close()
    if ('href' in option.perform) onNavigate(option.perform.href)
    else option.perform.run()
  }

  const move = (index: number) => {
    setActive(index)
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1
    const next: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex >= last ? 0 : activeIndex + 1),
      ArrowUp: () => move(activeIndex <= 0 ? last : activeIndex - 1),
      Home: () => move(0),
      End: () => move(last),
      Enter: () => choose(options[activeIndex]),
    }
    const handler = next[event.key]
    if (!handler || options.length === 0) return
    event.preventDefault()
    handler()
  }

  const expanded = options.length > 0
  return (
    <>
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        Search pages, actions and ids
      </label>
      <input
        id={`${baseId}-input`}
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
        aria-invalid={noMatch?.invalidId ? true : undefined}
        aria-describedby={`${baseId}-status`}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? 'Type an id such as 1001, or a page or action'}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <PaletteList id={listId} options={options} active={activeIndex} optionId={optionId} onHover={setActive} onChoose={choose} />
      ) : null}
      <p id={`${baseId}-status`} role="status" className={cx(styles.status, noMatch?.invalidId && styles.invalid)}>
        {noMatch ? noMatch.message : <span className="visually-hidden">{resultCount(options.length)}</span>}
      </p>
      <DialogDescription className={styles.hint}>↑ ↓ to move, Enter to open, Esc to close.</DialogDescription>
    </>
  )
}

const resultCount = (count: number) => formatCount(count, 'result')

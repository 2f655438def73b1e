import { createContext, useContext, useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react'
import { cx } from './class-names'
import styles from './tabs.module.css'

interface TabsState {
  value: string
  select: (value: string) => void
  idOf: (part: 'tab' | 'panel', value: string) => string
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error('Tab and TabPanel belong inside Tabs.')
  return state
}

interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** Controlled: the selected tab's value (with onValueChange). */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them; Tab goes to the panel. */
export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue)
  const baseId = useId()
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      setOwn(next)
      onValueChange?.(next)
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  }
  return (
    <TabsContext value={state}>
      <div {...props} />
    </TabsContext>
  )
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEYS[event.key]
  if (!step) return
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
  const index = tabs.indexOf(event.target as HTMLButtonElement)
  if (index < 0) return
  event.preventDefault()
  const next = tabs[step(index, tabs.length)]
  next?.focus()
  next?.click()
}

/** Name it with aria-label or aria-labelledby. */
export function TabList({ className, onKeyDown, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      role="tablist"
      className={cx(styles.list, className)}
      onKeyDown={(event) => {
        moveFocus(event)
        onKeyDown?.(event)
      }}
      {...props}
    />
  )
}

export function Tab({ value, className, onClick, ...props }: ComponentPropsWithRef<'button'> & { value: string }) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={selected ? 0 : -1}
      className={cx(styles.tab, className)}
      onClick={(event) => {
        tabs.select(value)
        onClick?.(event)
      }}
      {...props}
    />
  )
}

/** Only the selected panel renders its content; the others stay as empty, hidden targets of aria-controls. */
export function TabPanel({ value, children, ...props }: ComponentPropsWithRef<'div'> & { value: string }) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      hidden={!selected}
      tabIndex={0}
      {...props}
    >
      {selected ? children : null}
    </div>
  )
}

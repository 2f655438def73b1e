import type { IconNode } from 'lucide'
import monitorIcon from 'lucide/dist/esm/icons/monitor.mjs'
import moonIcon from 'lucide/dist/esm/icons/moon.mjs'
import sunIcon from 'lucide/dist/esm/icons/sun.mjs'
import { useId } from 'react'
import { cx } from './class-names'
import { THEMES, useTheme, type Theme } from './theme'
import styles from './theme-switch.module.css'
import { Icon } from './icon'

const OPTIONS: Record<Theme, { label: string; icon: IconNode }> = {
  system: { label: 'System', icon: monitorIcon },
  light: { label: 'Light', icon: sunIcon },
  dark: { label: 'Dark', icon: moonIcon },
}

/** System / Light / Dark as one radio group (arrow keys move between them), icons with their names. */
export function ThemeSwitch({ className, showLabels = false }: { className?: string; showLabels?: boolean }) {
  const { theme, setTheme } = useTheme()
  const name = useId()
  return (
    <fieldset className={cx(styles.switch, className)}>
      <legend className="visually-hidden">Theme</legend>
      {THEMES.map((value) => {
        const { label, icon } = OPTIONS[value]
        return (
          <label key={value} className={styles.option} title={label}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={theme === value}
              onChange={() => setTheme(value)}
              className={styles.input}
            />
            <Icon node={icon} width={16} height={16} />
            <span className={showLabels ? undefined : 'visually-hidden'}>{label}</span>
          </label>
        )
      })}
    </fieldset>
  )
}

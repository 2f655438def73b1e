import Monitor from 'lucide-react/icons/monitor'
import Moon from 'lucide-react/icons/moon'
import Sun from 'lucide-react/icons/sun'
import { useId } from 'react'
import { cx } from './class-names'
import { THEMES, useTheme, type Theme } from './theme'
import styles from './theme-switch.module.css'

const OPTIONS: Record<Theme, { label: string; Icon: typeof Sun }> = {
  system: { label: 'System', Icon: Monitor },
  light: { label: 'Light', Icon: Sun },
  dark: { label: 'Dark', Icon: Moon },
}

/** System / Light / Dark as one radio group (arrow keys move between them), icons with their names. */
export function ThemeSwitch({ className, showLabels = false }: { className?: string; showLabels?: boolean }) {
  const { theme, setTheme } = useTheme()
  const name = useId()
  return (
    <fieldset className={cx(styles.switch, className)}>
      <legend className="visually-hidden">Theme</legend>
      {THEMES.map((value) => {
        const { label, Icon } = OPTIONS[value]
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
            <Icon aria-hidden="true" size={16} />
            <span className={showLabels ? undefined : 'visually-hidden'}>{label}</span>
          </label>
        )
      })}
    </fieldset>
  )
}

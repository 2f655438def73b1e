import circleAlertIcon from 'lucide/dist/esm/icons/circle-alert.mjs'
import circleCheckIcon from 'lucide/dist/esm/icons/circle-check.mjs'
import infoIcon from 'lucide/dist/esm/icons/info.mjs'
import xIcon from 'lucide/dist/esm/icons/x.mjs'
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react'
import { Button } from './button'
import { cx } from './class-names'
import { RequestId } from './request-id'
import { getToasts, subscribeToToasts, toast, type ToastItem } from './toast-store'
import styles from './toaster.module.css'
import { Icon } from './icon'

const ICONS = { success: circleCheckIcon, error: circleAlertIcon, info: infoIcon }
// Failures stay longer: their details and request id take time to read.
const DURATION_MS = { success: 5000, error: 10000, info: 5000 }

/**
 * The one live region of toasts (mount it once, in the shell). Each leaves by itself after a while, except while
 * the pointer rests on them or the focus is inside, and has its own dismiss button.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  return (
    <div
      role="status"
      aria-label="Notifications"
      className={styles.region}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} paused={hovered || focused} />
      ))}
    </div>
  )
}

function Toast({ item, paused }: { item: ToastItem; paused: boolean }) {
  const remaining = useRef(DURATION_MS[item.tone])
  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = setTimeout(() => toast.dismiss(item.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [item.id, paused])

  return (
    <div className={cx(styles.toast, styles[item.tone])}>
      <Icon node={ICONS[item.tone]} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{item.title}</p>
        {item.details ? <p className={styles.details}>{item.details}</p> : null}
        <RequestId id={item.requestId} />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className={styles.dismiss}
        aria-label={`Dismiss: ${item.title}`}
        onClick={() => toast.dismiss(item.id)}
      >
        <Icon node={xIcon} />
      </Button>
    </div>
  )
}

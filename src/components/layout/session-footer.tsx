import KeyRound from 'lucide-react/icons/key-round'
import LogOut from 'lucide-react/icons/log-out'
import styles from './shell.module.css'

const WHO = 'Signed in with an API token, in this tab only'

/** The seller's session at the foot of the sidebar. The API names no seller, so the token stands for them. */
export function SessionFooter({ onSignOut, collapsed = false }: { onSignOut: () => void; collapsed?: boolean }) {
  return (
    <div className={styles.session}>
      <p className={styles.sessionWho} title={collapsed ? WHO : undefined}>
        <KeyRound aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>{WHO}</span>
      </p>
      <button type="button" className={styles.navLink} onClick={onSignOut} title={collapsed ? 'Sign out' : undefined}>
        <LogOut aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>Sign out</span>
      </button>
    </div>
  )
}

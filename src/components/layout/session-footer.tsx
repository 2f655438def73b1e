import keyRoundIcon from 'lucide/dist/esm/icons/key-round.mjs'
import logOutIcon from 'lucide/dist/esm/icons/log-out.mjs'
import { useCurrentShopName } from '../shop-switcher/current-shop'
import styles from './shell.module.css'
import { Icon } from '../ui/icon'

const WITH_TOKEN = 'Signed in with an API token, in this tab only'
const AT_PROXY = 'Signed in at your proxy, which holds the API key'

/**
 * The seller's session at the foot of the sidebar. The API names no seller, so the token stands for them.
 * Without `onSignOut` a key-holding proxy signs the seller in and out, not the app.
 */
export function SessionFooter({ onSignOut, collapsed = false }: { onSignOut?: () => void; collapsed?: boolean }) {
  const shop = useCurrentShopName()
  const WHO = !onSignOut ? AT_PROXY : shop ? WITH_TOKEN.replace('Signed in', `Signed in to ${shop}`) : WITH_TOKEN
  return (
    <div className={styles.session}>
      <p className={styles.sessionWho} title={collapsed ? WHO : undefined}>
        <Icon node={keyRoundIcon} className={styles.icon} />
        <span className={styles.label}>{WHO}</span>
      </p>
      {onSignOut ? (
        <button type="button" className={styles.navLink} onClick={onSignOut} title={collapsed ? 'Sign out' : undefined}>
          <Icon node={logOutIcon} className={styles.icon} />
          <span className={styles.label}>Sign out</span>
        </button>
      ) : null}
    </div>
  )
}

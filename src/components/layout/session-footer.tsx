import { KeyRound, LogOut } from 'lucide-react'

/** The seller's session at the foot of the sidebar. The API names no seller, so the token stands for them. */
export function SessionFooter({ onSignOut, collapsed = false }: { onSignOut: () => void; collapsed?: boolean }) {
  return (
    <div className="session">
      <p className="session__who" title={collapsed ? 'Signed in with an API token, in this tab only' : undefined}>
        <KeyRound aria-hidden="true" className="nav__icon" />
        <span className="nav__label">Signed in with an API token, in this tab only</span>
      </p>
      <button type="button" className="nav__link" onClick={onSignOut} title={collapsed ? 'Sign out' : undefined}>
        <LogOut aria-hidden="true" className="nav__icon" />
        <span className="nav__label">Sign out</span>
      </button>
    </div>
  )
}

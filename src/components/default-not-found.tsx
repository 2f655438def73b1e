import { useMatch } from '@tanstack/react-router'
import { NotFoundPage } from './not-found-page'
import styles from './page.module.css'

/** Not found inside the app's layout, or, for an address the router cannot even read, on a page of its own. */
export function DefaultNotFound() {
  const inLayout = useMatch({ from: '/_app', shouldThrow: false })
  if (inLayout) return <NotFoundPage />
  return (
    <main id="main" className={styles.main}>
      <NotFoundPage />
    </main>
  )
}

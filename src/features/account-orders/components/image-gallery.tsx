import { Muted } from '../../../components/ui/text'
import { safeHttpUrl } from '../../../lib/safe-url'
import styles from '../account-orders.module.css'
import { Cluster } from '../../../components/ui/layout'
import { formatCount } from '../../../lib/format'

interface ImageGalleryProps {
  urls: string[]
  /** What the images show, for their alt text. */
  subject: string
}

/** The order's images; only http and https addresses are shown. */
export function ImageGallery({ urls, subject }: ImageGalleryProps) {
  const safe = urls.map(safeHttpUrl).filter((url): url is string => url !== null)
  const hidden = urls.length - safe.length
  return (
    <div className={styles.stack}>
      {safe.length === 0 ? <Muted as="p">No images.</Muted> : null}
      {safe.length > 0 ? (
        <Cluster className={styles.gallery}>
          {safe.map((url, index) => (
            <li key={`${index}-${url}`}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={`${subject}, image ${index + 1} of ${safe.length}`}
                  loading="lazy"
                  decoding="async"
                  referrerPolicy="no-referrer"
                  width={240}
                  height={160}
                />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </Cluster>
      ) : null}
      {hidden > 0 ? (
        <Muted as="p">
          {formatCount(hidden, 'image is', 'images are')} not shown: only http and https addresses are allowed.
        </Muted>
      ) : null}
    </div>
  )
}

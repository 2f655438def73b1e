import { Link, type LinkOptions } from '@tanstack/react-router'

/** The way back above a page's title: "← Back to currency offers". */
export function BackLink({ link, label }: { link: LinkOptions; label: string }) {
  return (
    <p>
      <Link {...link}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </p>
  )
}

import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

interface IconProps extends SVGProps<SVGSVGElement> {
  /** A lucide drawing: `import storeIcon from 'lucide/dist/esm/icons/store.mjs'`. */
  node: IconNode
}

/**
 * A lucide icon as lucide draws it: 24 px, a round 2 px stroke in the text's colour. Hidden from assistive
 * technology, because every icon here stands beside its words or inside a labelled control. lucide-react's
 * component, with its size and stroke options, its context and a random key on every path, cost about 1.8 kB of
 * every first visit.
 */
export function Icon({ node, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  )
}

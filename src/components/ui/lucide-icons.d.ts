/** lucide's icons one file each (the package's own types cover only its index). */
declare module 'lucide/dist/esm/icons/*.mjs' {
  import type { IconNode } from 'lucide'

  const node: IconNode
  export default node
}

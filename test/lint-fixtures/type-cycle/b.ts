// Lint fixture: the other half of the cycle, for a type only.
import type { Item } from './a'

export const describe = (item: Item) => item.name

// Lint fixture: the other half of the cycle.
import { a } from './a'

export const b = () => a

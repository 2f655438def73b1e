// Lint fixture: the other half of the cycle.
import { loadB } from './a'

export const reload = loadB

// Lint fixture: a value import whose module imports only a type back (see test/unit/lint/layers.test.ts).
import { describe } from './b'

export interface Item {
  name: string
}

export const label = (item: Item) => describe(item)

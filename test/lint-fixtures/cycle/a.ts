// Lint fixture: half of an import cycle (see test/unit/lint/layers.test.ts).
import { b } from './b'

export const a = () => b

// Lint fixture: a module loaded on demand that imports its loader back (see test/unit/lint/layers.test.ts).
export const loadB = () => import('./b')

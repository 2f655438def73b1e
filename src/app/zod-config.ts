import { config } from 'zod/mini'

// zod compiles fast parsers with `new Function` unless told not to, and probes first whether it may: under the
// app's Content-Security-Policy (no 'unsafe-eval') even that probe reports a violation. It must be set before
// any schema parses, so main.tsx imports this first; the schemas themselves load later, with what uses them.
config({ jitless: true })

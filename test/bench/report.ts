import { kB, table } from './markdown'
import { baselineOf, routeTable, routeVerdicts } from './route-targets'
import type { BenchFigures, TargetCheck } from './targets'
import { blockingText } from './typing'

export interface Machine {
  date: string
  cpu: string
  cores: number
  memoryGiB: number
  os: string
  node: string
  chromium: string
}

/** The figures as Markdown: targets first, then each measurement. */
export function toMarkdown(machine: Machine, figures: BenchFigures, checks: TargetCheck[]): string {
  const out: string[] = [
    `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGiB} GiB), ${machine.os}, ` +
      `Node ${machine.node}, Chromium ${machine.chromium}.`,
    '',
  ]
  out.push(
    ...table(
      ['target', 'measured', 'met', 'reference app'],
      checks.map((c) => [c.target, c.measured, c.met ? 'yes' : '**no**', c.reference]),
    ),
    '',
  )

  const reference = figures.reference ?? {}
  if (figures.bytes?.length || figures.lighthouse?.length) {
    const baseline = baselineOf(reference.bytes, reference.lighthouse)
    const verdicts = routeVerdicts(figures.bytes ?? [], figures.lighthouse ?? [], baseline)
    out.push(...routeTable(verdicts, baseline, figures.lighthouseRuns ?? 1), '')
  }
  const bytes = [...(figures.bytes ?? []), ...(reference.bytes ?? [])]
  if (bytes.length) {
    out.push('First visit, empty cache (gzip bytes on the wire), the reference app last:', '')
    out.push(
      ...table(
        ['route', 'JS', 'CSS', 'files (JS + CSS)'],
        bytes.map((b) => [`\`${b.route}\``, kB(b.jsGzip), kB(b.cssGzip), `${b.jsFiles} + ${b.cssFiles}`]),
      ),
      '',
    )
  }

  const lighthouse = [...(figures.lighthouse ?? []), ...(reference.lighthouse ?? [])]
  if (lighthouse.length) {
    const pick = (route: string, ff: string) => lighthouse.find((s) => s.route === route && s.formFactor === ff)
    const routes = [...new Set(lighthouse.map((s) => s.route))]
    const cells = (ff: string, route: string) => {
      const s = pick(route, ff)
      return s ? [s.performance, s.accessibility, `${s.lcp} ms`, `${s.tbt} ms`, s.cls.toFixed(3)] : ['–', '–', '–', '–', '–']
    }
    out.push('Lighthouse 12.8 (mobile: simulated slow 4G and 4× CPU slowdown; desktop: its desktop preset):', '')
    out.push(
      ...table(
        ['route', 'mobile perf', 'a11y', 'LCP', 'TBT', 'CLS', 'desktop perf', 'a11y', 'LCP', 'TBT', 'CLS'],
        routes.map((route) => [`\`${route}\``, ...cells('mobile', route), ...cells('desktop', route)]),
      ),
      '',
    )
    const indexes = lighthouse.map((s) => s.benchmarkIndex)
    out.push(
      `Lighthouse's benchmarkIndex of this host during the runs: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
        '(its mobile preset slows the observed CPU work down 4×, whatever the host).',
      '',
    )
  }

  const timings = [
    ...(figures.dataToPaint ?? []).map((t) => ['data arrival → paint', t.name, t.ms] as const),
    ...(figures.sortToPaint ?? []).map((t) => ['sort click → paint', t.name, t.ms] as const),
    ...(figures.ledger ? [['range → chart and sums', 'this year, from the local copy', figures.ledger.yearToPaint] as const] : []),
    ...(figures.ledger?.yearToPaintFromCommand
      ? [['range → chart and sums', 'the same, from the bench’s command (Playwright’s look-up and round trip in)', figures.ledger.yearToPaintFromCommand] as const]
      : []),
  ]
  const typing = [...(figures.typing ?? []), ...(reference.typing ?? []).map((t) => ({ ...t, name: `reference app: ${t.name}` }))]
  if (typing.length) {
    out.push(
      ...table(
        ['typing', 'keys', 'longest a key or input event blocked'],
        typing.map((t) => [t.name, t.keystrokes, blockingText(t)]),
      ),
      '',
    )
  }
  if (timings.length) {
    out.push(
      ...table(
        ['timing', 'case', 'median', 'p90', 'max', 'runs'],
        timings.map(([kind, name, ms]) => [kind, name, `${ms.median} ms`, `${ms.p90} ms`, `${ms.max} ms`, ms.runs]),
      ),
      '',
    )
  }

  if (figures.flow) {
    out.push(`API requests in the flow (${figures.flow.steps.join(' → ')}, ${figures.flow.seconds} s):`, '')
    out.push(...table(['request', 'times'], figures.flow.distinct.map((d) => [`\`${d.request}\``, d.count])), '')
  }
  return out.join('\n')
}

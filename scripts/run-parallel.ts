/*
 * Runs npm scripts side by side: `tsx scripts/run-parallel.ts eslint knip typecheck`. ESLint, knip and tsc
 * each keep one core busy (a vite build already uses every core), so on two cores they end in the time of the
 * longest rather than of all three. Each script's output is printed whole when it ends (never interleaved),
 * with how long it took; the exit code is the first failure's.
 */
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
const started = performance.now()

const runs = names.map(
  (name) =>
    new Promise<number>((resolve) => {
      const begin = performance.now()
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
      const output: Buffer[] = []
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      child.on('close', (code) => {
        const seconds = ((performance.now() - begin) / 1000).toFixed(1)
        process.stdout.write(Buffer.concat(output))
        console.log(`${code === 0 ? '✓' : '✘'} ${name}: ${seconds} s${code === 0 ? '' : ` (exit ${code})`}`)
        resolve(code ?? 1)
      })
    }),
)

const codes = await Promise.all(runs)
console.log(`${names.join(' + ')}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(codes.find((code) => code !== 0) ?? 0)

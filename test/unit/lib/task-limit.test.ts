import { describe, expect, it } from 'vitest'
import { taskLimit } from '../../../src/lib/task-limit'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('taskLimit', () => {
  it('runs at most the limit at once, the others in order as places free up', async () => {
    const run = taskLimit(2)
    const started: number[] = []
    const finish: (() => void)[] = []
    const tasks = [0, 1, 2, 3].map((index) =>
      run(() => {
        started.push(index)
        return new Promise<number>((resolve) => finish.push(() => resolve(index)))
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    finish[0]!()
    await tick()
    expect(started).toEqual([0, 1, 2])
    finish[1]!()
    finish[2]!()
    await tick()
    finish[3]!()
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3])
  })

  it('does not start a waiting task whose signal aborted, and lets the next one go', async () => {
    const run = taskLimit(1)
    let release!: () => void
    const first = run(() => new Promise<void>((resolve) => (release = resolve)))
    const abort = new AbortController()
    let ranAborted = false
    const aborted = run(async () => void (ranAborted = true), abort.signal)
    const third = run(async () => 'third')
    abort.abort()
    release()
    await first
    await expect(aborted).rejects.toThrow()
    expect(ranAborted).toBe(false)
    expect(await third).toBe('third')
  })
})

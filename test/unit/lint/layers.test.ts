import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own lint config, run on code placed (virtually) in each folder of src/.
const eslint = new ESLint({ cwd: resolve('.'), ignore: false })

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

const forbidden: Array<[string, string, string, RegExp]> = [
  ['lib/ imports api/', 'src/lib/probe.ts', "import { api } from '../api/api'", /lib\/ is the bottom layer/],
  ['api/ imports app/', 'src/api/probe.ts', "import { createApp } from '../app/router'", /api\/ knows URLs/],
  ['api/ imports features/', 'src/api/probe.ts', "import { giftCardOrderQueries } from '../features/gift-card-orders/queries'", /api\/ knows URLs/],
  ['components/ import api/', 'src/components/probe.ts', "import { api } from '../api/api'", /components\/ are presentational/],
  ['components/ import features/', 'src/components/probe.ts', "import { giftCardOrderQueries } from '../features/gift-card-orders/queries'", /components\/ are presentational/],
  ['features/ import routes/', 'src/features/disputes/probe.ts', "import { Route } from '../../routes/_app'", /features\/ never import routes/],
  ['features/ import app/', 'src/features/disputes/probe.ts', "import { createApp } from '../../app/router'", /features\/ never import/],
  ['a feature imports another', 'src/features/disputes/probe.ts', "import { giftCardOrderQueries } from '../gift-card-orders/queries'", /never imports another feature/],
  ['routes/ import app/', 'src/routes/probe.ts', "import { createApp } from '../app/router'", /routes\/ only wire/],
  ['production code imports mocks/', 'src/app/probe.ts', "import { db } from '../mocks/db'", /never imports mocks/],
  ['features/ import mocks/', 'src/features/disputes/probe.ts', "import { db } from '../../mocks/db'", /features\/ never import/],
]

describe('the layers of src/ are enforced by lint', () => {
  it.each(forbidden)('fails when %s', async (_kind, file, code, message) => {
    const errors = await layerErrors(file, `${code}\nexport const probe = 1\n`)
    expect(errors).toEqual([expect.stringMatching(message)])
  })

  it('lets each layer import the layers below it', async () => {
    expect(await layerErrors('src/features/disputes/probe.ts', "import { api } from '../../api/api'\nimport { codePointLength } from '../../lib/text'\nexport const probe = [api, codePointLength]\n")).toEqual([])
    expect(await layerErrors('src/api/probe.ts', "import { ApiError } from '../lib/api-error'\nexport const probe = ApiError\n")).toEqual([])
  })

  it('keeps classic zod, which compiles parsers with new Function, out of src/, but for types', async () => {
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: resolve('src/api/probe.ts') }))[0]?.messages.map((message) => message.message)
    expect(await lint("import { z } from 'zod'\nexport const probe = z.string()\n")).toEqual([expect.stringMatching(/Content-Security-Policy/)])
    expect(await lint("import type { z } from 'zod'\nexport type Probe = z.infer<z.ZodString>\n")).toEqual([])
    expect(await lint("import { z } from 'zod/mini'\nexport const probe = z.string()\n")).toEqual([])
  })

  it.each([
    ['of values', 'test/lint-fixtures/cycle/a.ts'],
    ['where one side imports only a type', 'test/lint-fixtures/type-cycle/a.ts'],
    ['seen from the side that imports only a type', 'test/lint-fixtures/type-cycle/b.ts'],
    ['through a module loaded on demand', 'test/lint-fixtures/dynamic-cycle/a.ts'],
  ])('fails on an import cycle %s', async (_kind, file) => {
    const [result] = await eslint.lintFiles([file])
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-cycle/no-cycle')
  })
})

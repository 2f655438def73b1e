/*
 * Lighthouse and puppeteer-core are the bench's own packages (test/bench/package.json): `npm run bench` installs
 * them, `npm ci` does not (they are a third of the project's packages). These are their types as lighthouse.ts
 * uses them, so that `npm test` type-checks it without them; once installed, their own types apply.
 */
declare module 'lighthouse' {
  interface Audit {
    id: string
    score: number | null
    scoreDisplayMode: string
    numericValue?: number
  }
  export interface Result {
    audits: Record<string, Audit | undefined>
    categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>
    runtimeError?: { code: string; message: string }
    runWarnings: string[]
    environment: { benchmarkIndex: number }
    finalDisplayedUrl: string
  }
  export interface Flags {
    logLevel?: 'silent' | 'error' | 'info' | 'verbose'
    output?: 'json' | 'html' | 'csv'
    onlyCategories?: string[]
  }
  export const desktopConfig: object
  export default function lighthouse(
    url: string,
    flags?: Flags,
    config?: object,
    page?: import('puppeteer-core').Page,
  ): Promise<{ lhr: Result; report: string | string[] } | undefined>
}

declare module 'puppeteer-core' {
  export interface CDPSession {
    send(method: 'Storage.clearDataForOrigin', params: { origin: string; storageTypes: string }): Promise<unknown>
    detach(): Promise<void>
  }
  export interface Page {
    evaluateOnNewDocument(script: string): Promise<unknown>
    createCDPSession(): Promise<CDPSession>
    close(): Promise<void>
  }
  export interface Browser {
    newPage(): Promise<Page>
    close(): Promise<void>
  }
  const puppeteer: {
    launch(options: { executablePath: string; headless: boolean; defaultViewport: null; args: string[] }): Promise<Browser>
  }
  export default puppeteer
}

/*
 * How requests are authorised, apart from the client so that the session can set it up without loading the
 * client: the session (app/) owns the token and hands over a way to read it; the API layer never reaches for it.
 */

/** `VITE_AUTH=proxy`: the deployment's reverse proxy holds the API key; the app asks for no token. */
export const authMode: 'token' | 'proxy' = import.meta.env.VITE_AUTH === 'proxy' ? 'proxy' : 'token'

let tokenSource: () => string | null = () => null

export function setTokenSource(source: () => string | null): void {
  tokenSource = source
}

export function currentToken(): string | null {
  return tokenSource()
}

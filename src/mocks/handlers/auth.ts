import { HttpResponse } from 'msw'

/** The tokens the mock accepts: `demo`, and anything that starts with `demo-`. */
export function isValidToken(token: string): boolean {
  return token === 'demo' || token.startsWith('demo-')
}

/** `demo-second` and any token that starts with it: the demo's second shop, with records of its own. */
export function isSecondShopToken(token: string): boolean {
  return token.startsWith('demo-second')
}

/** Reads `Authorization: Bearer <token>`; the scheme is case-insensitive, the token is not. */
export function bearerToken(request: Request): string | null {
  const match = /^bearer +(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')
  return match?.[1] ?? null
}

/** The 401 response to send, or null when the request carries a valid token. */
export function checkAuth(request: Request): HttpResponse<{ message: string }> | null {
  const token = bearerToken(request)
  if (token !== null && isValidToken(token)) return null
  return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
}

import { int, nullable, text } from '../read/fields'
import type { Fields } from '../read/record'

export const paginationMetaShape = {
  current_page: int,
  from: nullable(int),
  last_page: int,
  per_page: int,
  to: nullable(int),
  total: int,
  path: nullable(text),
}
export type PaginationMeta = Fields<typeof paginationMetaShape>

export const paginationLinksShape = {
  first: nullable(text),
  last: nullable(text),
  prev: nullable(text),
  next: nullable(text),
}
export type PaginationLinks = Fields<typeof paginationLinksShape>

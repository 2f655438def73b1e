import { parseId } from '../../../../lib/ids'

/** The case id of an address, or null for one no case can have. */
export const caseIdOf = parseId

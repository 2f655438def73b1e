/** The longest texts the API takes in a request body, in code points. */
export const CREDENTIALS_MAX_LENGTH = 10000
export const DISPUTE_MESSAGE_MAX_LENGTH = 1200

/** The "Accept dispute" button, where focus returns when the dialog closes. */
export const ACCEPT_DISPUTE_BUTTON_ID = 'accept-dispute-button'
/** The dispute's heading, where focus goes once the button is gone (after accepting). */
export const DISPUTE_TITLE_ID = 'dispute-title'

/** What the counter and escalate forms say, each in its own words. */
export const ANSWER_TEXTS = {
  counter: {
    title: 'Counter the dispute',
    description: 'Your counter-proposal goes to the buyer, whose turn it then is to answer.',
    hint: 'Required. The buyer sees it with your proposal.',
    submit: 'Send counter-proposal',
    pending: 'Sending the counter-proposal…',
    done: 'Counter-proposal sent',
    failed: 'Counter-proposal not sent',
    refused: 'The counter-proposal was not sent.',
    applied: 'Sent: the case shows your counter-proposal.',
    unknown: 'What the server sends does not show whether the counter-proposal arrived.',
  },
  escalate: {
    title: 'Escalate to the marketplace',
    description: 'The marketplace then reviews the case and decides how it is resolved. This cannot be undone.',
    hint: 'Optional. Say why the marketplace should decide.',
    submit: 'Escalate',
    pending: 'Escalating the dispute…',
    done: 'Dispute escalated',
    failed: 'Dispute not escalated',
    refused: 'The dispute was not escalated.',
    applied: 'Escalated: the marketplace now reviews the case.',
    unknown: 'What the server sends does not show whether the case was escalated.',
  },
} as const

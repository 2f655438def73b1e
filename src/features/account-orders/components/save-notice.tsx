import { Alert } from '../../../components/ui/alert'

export interface SaveResult {
  message: string | null
  warning: string | null
}

/** What the server said about a successful save: its message, and a warning shown as a warning. */
export function SaveNotice({ result }: { result: SaveResult }) {
  return (
    <>
      <Alert tone="success" role="status">
        {result.message ?? 'The credentials are saved.'}
      </Alert>
      {result.warning ? (
        <Alert tone="warning" role="alert" title="Saved, with a warning:">
          <p>{result.warning}</p>
        </Alert>
      ) : null}
    </>
  )
}

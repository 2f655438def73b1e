export interface SaveResult {
  message: string | null
  warning: string | null
}

/** What the server said about a successful save: its message, and a warning shown as a warning. */
export function SaveNotice({ result }: { result: SaveResult }) {
  return (
    <>
      <p className="alert alert--success" role="status">
        {result.message ?? 'The credentials are saved.'}
      </p>
      {result.warning ? (
        <div className="alert alert--warning save-warning" role="alert">
          <strong>Saved, with a warning: </strong>
          {result.warning}
        </div>
      ) : null}
    </>
  )
}

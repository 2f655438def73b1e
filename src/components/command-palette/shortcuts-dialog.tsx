import * as Dialog from '@radix-ui/react-dialog'
import { isApplePlatform, shortcutList } from '../../lib/shortcuts'
import './command-palette.css'
import { useReturnFocus } from './use-return-focus'

interface ShortcutsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  const focus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog shortcuts" {...focus}>
          <Dialog.Title className="dialog__title">Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="muted">One-key shortcuts work when the focus is not in a field.</Dialog.Description>
          <table className="shortcuts__table">
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">What they do</th>
              </tr>
            </thead>
            <tbody>
              {shortcutList(isApplePlatform()).map(({ keys, action }) => (
                <tr key={action}>
                  <td>
                    {keys.map((key) => (
                      <kbd key={key}>{key}</kbd>
                    ))}
                  </td>
                  <td>{action}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="dialog__actions">
            <Dialog.Close className="button">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

import { Fragment } from 'react'
import { isApplePlatform, shortcutList } from '../../lib/shortcuts'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog'
import { Kbd } from '../ui/kbd'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table'

interface ShortcutsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogDescription>One-key shortcuts work when the focus is not in a field.</DialogDescription>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Keys</TableHead>
              <TableHead>What they do</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shortcutList(isApplePlatform()).map(({ keys, action }) => (
              <TableRow key={action}>
                <TableCell>
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 ? ' ' : null}
                      <Kbd>{key}</Kbd>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  )
}

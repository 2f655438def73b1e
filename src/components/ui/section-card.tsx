import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from './card'

interface SectionCardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode
  /** The title's id, when something else points at it too; one is made otherwise. */
  titleId?: string
  /** Beside the title: a button or link that acts on the whole card. */
  actions?: ReactNode
  level?: 2 | 3 | 4
  contentClassName?: string
}

/** A card that is a region named by its own title: the header, the title's actions, and the content. */
export function SectionCard({
  title,
  titleId,
  actions,
  level,
  contentClassName,
  children,
  ...props
}: SectionCardProps) {
  const madeId = useId()
  const id = titleId ?? madeId
  return (
    <Card aria-labelledby={id} {...props}>
      <CardHeader>
        <CardTitle id={id} level={level}>
          {title}
        </CardTitle>
        {actions}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}

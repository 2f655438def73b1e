import { cloneElement, isValidElement, type ComponentPropsWithRef, type MouseEvent } from 'react'
import { cx } from './class-names'

export type AsChildProps<Tag extends 'button' | 'p'> = ComponentPropsWithRef<Tag> & {
  /** The one child element takes this part's props and behaviour, in place of the part's own element. */
  asChild?: boolean
}

type ClickHandler = (event: MouseEvent<HTMLButtonElement>) => void

/** The caller's click handler, then the part's own action unless the caller prevented it. */
export function andThen(onClick: ClickHandler | undefined, action: ClickHandler): ClickHandler {
  return (event) => {
    onClick?.(event)
    if (!event.defaultPrevented) action(event)
  }
}

/** The part as its own element, or (asChild) as its child, the handlers of both called, the child's first. */
export function Part<Tag extends 'button' | 'p'>({ as: Tag, asChild, ...props }: AsChildProps<Tag> & { as: Tag }) {
  const { children, className, onClick, ...rest } = props as ComponentPropsWithRef<'button'>
  if (!asChild || !isValidElement<ComponentPropsWithRef<'button'>>(children)) {
    const Element = Tag as 'button'
    return <Element {...(props as ComponentPropsWithRef<'button'>)} />
  }
  const own = children.props
  return cloneElement(children, {
    ...rest,
    ...own,
    className: cx(className, own.className),
    onClick: onClick ? andThen(own.onClick, onClick) : own.onClick,
  })
}

import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from '../ui/field'
import { Select } from '../ui/select'

/** A game as the picker needs it: a slug to choose it by (templates are asked for by slug) and a name. */
export interface PickableGame {
  id: number
  name: string | null
  slug: string | null
}

interface GamePickerProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  /** The games to choose from, already narrowed to those that sell the offer's kind (`gamesFor`). */
  games: readonly PickableGame[]
  label?: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

const byName = (a: PickableGame, b: PickableGame) => (a.name ?? a.slug ?? '').localeCompare(b.name ?? b.slug ?? '')

/**
 * A select of games by name whose value is the game's slug; presentational: the feature loads the games and owns
 * the value (`value`/`onChange`, or react-hook-form's `register`).
 */
export function GamePicker({ games, label = 'Game', hint, error, ...props }: GamePickerProps) {
  const choices = games.filter((game) => game.slug !== null).sort(byName)
  return (
    <Field label={label} hint={hint} error={error}>
      <Select {...props}>
        <option value="">Choose a game…</option>
        {choices.map((game) => (
          <option key={game.id} value={game.slug ?? ''}>
            {game.name ?? game.slug}
          </option>
        ))}
      </Select>
    </Field>
  )
}

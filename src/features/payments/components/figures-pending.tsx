import { Skeleton } from '../../../components/ui/skeleton'

/** The range's figures while they, or their code, come: one height, so nothing below moves when they arrive. */
export const FIGURES_PENDING = <Skeleton style={{ height: '12rem' }} />

import { giftCardOrderList } from '../../api/lists'
import { giftCardKeysOf, store } from '../db'
import { detailHandler } from './detail'
import { listHandler } from './list-table'
import { giftCardOrderTable } from './list-tables'

export const giftCardOrderHandlers = [
  // List items leave out `keys` to keep pages light (an order can carry 1000 keys); the detail has them.
  listHandler(giftCardOrderTable, () => store().giftCardOrders.values()),

  detailHandler(
    giftCardOrderList.path,
    'Gift card order',
    (id) => store().giftCardOrders.get(id),
    (order) => ({ ...order, keys: giftCardKeysOf(order) }),
  ),
]

import { giftCardOrderList } from '../../api/lists'
import { giftCardKeysOf, store } from '../db'
import { detailHandler } from './detail'
import { listHandler } from './list-table'
import { giftCardOrderTable } from './list-tables'

export const giftCardOrderHandlers = [
  // List items leave out `keys` to keep pages light (an order can carry 1000 keys); the detail has them.
  listHandler(giftCardOrderTable, (request) => store(request).giftCardOrders.values()),

  detailHandler(
    giftCardOrderList.path,
    'Gift card order',
    (id, request) => store(request).giftCardOrders.get(id),
    (order) => ({ ...order, keys: giftCardKeysOf(order) }),
  ),
]

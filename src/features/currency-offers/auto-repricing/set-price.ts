/*
 * The one write of automatic repricing: the offer's price, fixed-point per its unit. It is the offer write
 * layer's API method; until that is merged, this names what the engine expects of it.
 */
export async function setOfferPrice(offerId: number, fixedPointPrice: string): Promise<{ requestId: string | null }> {
  void offerId
  void fixedPointPrice
  return Promise.reject(new Error('Setting an offer’s price is not available yet.'))
}

import { formatScaledBigInt } from './decimal'

/*
 * An exact decimal number for the price pages' arithmetic (per-unit prices, medians, repricing steps): a BigInt of
 * units of 10^-scale, as the ledger's sums are. It has the methods of big.js that the app uses, with its results
 * (test/unit/properties/exact-decimal.property.test.ts holds it to big.js), at under a third of its size.
 */

/** How a result is rounded: towards zero, half away from zero, half to even, away from zero. */
export type Rounding = 0 | 1 | 2 | 3

type Value = Decimal | number | string

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
const TEN = 10n

const pow10 = (places: number) => TEN ** BigInt(places)
const sign = (value: bigint) => (value < 0n ? -1n : 1n)

/** `num / den` as a whole number, rounded by `mode`. */
function divide(num: bigint, den: bigint, mode: Rounding): bigint {
  const quotient = num / den
  const rest = num % den
  if (rest === 0n || mode === 0) return quotient
  const twice = 2n * (rest < 0n ? -rest : rest)
  const half = twice - (den < 0n ? -den : den)
  const away = mode === 3 || half > 0n || (half === 0n && (mode === 1 || quotient % 2n !== 0n))
  return away ? quotient + sign(num) * sign(den) : quotient
}

export class Decimal {
  /** The decimal places a division keeps. */
  static readonly DP = 20
  static readonly roundDown = 0
  static readonly roundHalfUp = 1
  static readonly roundHalfEven = 2
  static readonly roundUp = 3
  /** The rounding of `div`, and of `round` and `toFixed` when none is given. */
  static readonly RM: Rounding = 1

  /** The value is `units` × 10^-`scale`, with no trailing zero in `units` while `scale` > 0. */
  readonly units: bigint
  readonly scale: number

  /** A number, its text ("12.50", "1e-7") or another decimal; or `units` of 10^-`scale`. */
  constructor(value: Value | bigint, scale?: number) {
    let units: bigint
    if (typeof value === 'bigint') {
      units = value
      scale ??= 0
    } else if (value instanceof Decimal) {
      ;({ units, scale } = value)
    } else {
      const match = NUMBER.exec(String(value))
      const [, minus = '', whole = '', fraction = '', exponent = '0'] = match ?? []
      if (!match || whole + fraction === '') throw new Error(`Not a number: ${String(value)}`)
      units = BigInt(minus + whole + fraction)
      scale = fraction.length - Number(exponent)
    }
    if (scale < 0) {
      units *= pow10(-scale)
      scale = 0
    }
    while (scale > 0 && units % TEN === 0n) {
      units /= TEN
      scale -= 1
    }
    this.units = units
    this.scale = scale
  }

  /** The exponent of the first significant digit: 3 for 1234.5, -4 for 0.000123, 0 for zero. */
  get e(): number {
    if (this.units === 0n) return 0
    return (this.units < 0n ? -this.units : this.units).toString().length - 1 - this.scale
  }

  /** Both numbers' units at the larger scale. */
  private with(other: Value): [bigint, bigint, number] {
    const y = new Decimal(other)
    const scale = Math.max(this.scale, y.scale)
    return [this.units * pow10(scale - this.scale), y.units * pow10(scale - y.scale), scale]
  }

  plus(other: Value): Decimal {
    const [a, b, scale] = this.with(other)
    return new Decimal(a + b, scale)
  }

  minus(other: Value): Decimal {
    const [a, b, scale] = this.with(other)
    return new Decimal(a - b, scale)
  }

  times(other: Value): Decimal {
    const y = new Decimal(other)
    return new Decimal(this.units * y.units, this.scale + y.scale)
  }

  /** The quotient to `Decimal.DP` places, rounded half away from zero. */
  div(other: Value): Decimal {
    const y = new Decimal(other)
    if (y.units === 0n) throw new Error('Division by zero')
    const shift = Decimal.DP + y.scale - this.scale
    const num = shift > 0 ? this.units * pow10(shift) : this.units
    const den = shift < 0 ? y.units * pow10(-shift) : y.units
    return new Decimal(divide(num, den, Decimal.RM), Decimal.DP)
  }

  /** This number to a whole power `n` ≥ 0. */
  pow(n: number): Decimal {
    return new Decimal(this.units ** BigInt(n), this.scale * n)
  }

  abs(): Decimal {
    return this.units < 0n ? new Decimal(-this.units, this.scale) : this
  }

  /** Rounded to `places` decimals. */
  round(places = 0, mode: Rounding = Decimal.RM): Decimal {
    if (this.scale <= places) return this
    return new Decimal(divide(this.units, pow10(this.scale - places), mode), places)
  }

  cmp(other: Value): -1 | 0 | 1 {
    const [a, b] = this.with(other)
    return a < b ? -1 : a > b ? 1 : 0
  }

  eq(other: Value): boolean {
    return this.cmp(other) === 0
  }

  gt(other: Value): boolean {
    return this.cmp(other) > 0
  }

  gte(other: Value): boolean {
    return this.cmp(other) >= 0
  }

  lt(other: Value): boolean {
    return this.cmp(other) < 0
  }

  lte(other: Value): boolean {
    return this.cmp(other) <= 0
  }

  /** With exactly `places` decimals, rounded half away from zero; without, as few as the value needs. */
  toFixed(places?: number): string {
    if (places === undefined) return formatScaledBigInt(this.units, this.scale)
    const rounded = this.round(places)
    return formatScaledBigInt(rounded.units * pow10(places - rounded.scale), places)
  }

  toString(): string {
    return this.toFixed()
  }
}

// Where the wire's money becomes the domain's: the server writes amounts as decimal units (12.5 = 12.50)
// and rates as percent (12.5 = 12.50%); the ports speak whole cents and basis points. Every HTTP adapter
// converts through these, so the exact rounding rule lives once (src/core/domain/money.ts unitsToCents).
import { centsToUnits, unitsToCents, type Cents } from '../../core/domain/money.ts';
import { ServiceError } from '../../core/domain/service-error.ts';

/** An amount the server wrote → cents; a missing, non-numeric or unsafe one is a malformed answer (E101). */
export function wireCents(units: unknown): Cents {
  if (typeof units !== 'number') throw new ServiceError('E101');
  try {
    return unitsToCents(units);
  } catch {
    throw new ServiceError('E101');
  }
}

/** A figure the server may leave out or write as null (no limit): null stays null. */
export const wireCentsOrNull = (units: unknown): Cents | null =>
  units === null || units === undefined ? null : wireCents(units);

/** A rate in percent → basis points: the same hundredths, so the same exact rounding. */
export const wireBasisPoints = wireCents;

/**
 * A rate as a fraction (0.115 = 11.5%, as the packages write commissions) → basis points: the decimal point
 * moved two places in the number's own digits (not × 100 in binary), then the same exact rounding.
 */
export function wireFractionBasisPoints(fraction: unknown): number {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) throw new ServiceError('E101');
  const [digits, exponent] = fraction.toExponential().split('e');
  return wireBasisPoints(Number(`${digits}e${Number(exponent) + 2}`));
}

/** Cents (or basis points) → the units (or percent) the server reads. */
export const toWireUnits = (value: number): number => centsToUnits(value);

/** Each value of a record of amounts → cents. */
export function wireCentsRecord(record: Readonly<Record<string, unknown>> | undefined): Record<string, Cents> {
  const out: Record<string, Cents> = {};
  for (const [key, value] of Object.entries(record ?? {})) out[key] = wireCents(value);
  return out;
}

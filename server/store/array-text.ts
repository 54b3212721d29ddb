// PostgreSQL's array text ('{1,2,3}', '{"a","b"}') for one column of many rows, built in one pass. The bet
// path sends a large bet's tickets to place_bets as arrays of up to 10,000 elements per column; node-postgres
// would turn each JS array into the same text element by element (a type check and two regular expressions
// per element), on the server's one thread while every other request waits. Text passed as a parameter and
// cast in SQL (`$1::int[]`) is read by PostgreSQL's array input as before, on both databases.

/** An int[] / bigint[] column: every value must be a safe integer (money in cents, ids, counts). */
export function intArrayText<Row>(rows: readonly Row[], pick: (row: Row) => number): string {
  let text = '{';
  for (let index = 0; index < rows.length; index++) {
    const value = pick(rows[index] as Row);
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer in an int[] column: ${value}`);
    text += index === 0 ? `${value}` : `,${value}`;
  }
  return `${text}}`;
}

const needsEscape = /["\\]/;

/** A text[] column: every element quoted (so commas, braces, spaces and the word NULL stay text); null is NULL. */
export function textArrayText<Row>(rows: readonly Row[], pick: (row: Row) => string | null): string {
  let text = '{';
  for (let index = 0; index < rows.length; index++) {
    const value = pick(rows[index] as Row);
    const element = value === null ? 'NULL' : `"${needsEscape.test(value) ? value.replace(/["\\]/g, '\\$&') : value}"`;
    text += index === 0 ? element : `,${element}`;
  }
  return `${text}}`;
}

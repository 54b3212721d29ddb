// The result screen's form as text fields and the result it sends (POST /admin/results): the starters and
// consolations are typed as one field each, numbers apart by spaces, commas or new lines, as an operator
// copies them from the draw's sheet. Whether each number is right is settlement's rule on the server
// (V103 naming the prize), not repeated here. Pure, unit-tested (tests/ui/house/result-form.test.ts).
import type { DrawResult } from '../../../../contract/house.ts';

export interface ResultFields {
  first: string;
  second: string;
  third: string;
  starters: string;
  consolations: string;
  fiveFirst: string;
  fiveSecond: string;
  fiveThird: string;
  sixFirst: string;
}

export const EMPTY_FIELDS: ResultFields = {
  first: '',
  second: '',
  third: '',
  starters: '',
  consolations: '',
  fiveFirst: '',
  fiveSecond: '',
  fiveThird: '',
  sixFirst: '',
};

/** The numbers of a list field, in the order typed. */
export function numbersOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== '');
}

/** The fields of a published result, to correct it. */
export function fieldsOf(result: DrawResult | null): ResultFields {
  if (result === null) return EMPTY_FIELDS;
  return {
    first: result.fourD?.first ?? '',
    second: result.fourD?.second ?? '',
    third: result.fourD?.third ?? '',
    starters: (result.fourD?.starters ?? []).join(' '),
    consolations: (result.fourD?.consolations ?? []).join(' '),
    fiveFirst: result.fiveD?.first ?? '',
    fiveSecond: result.fiveD?.second ?? '',
    fiveThird: result.fiveD?.third ?? '',
    sixFirst: result.sixD?.first ?? '',
  };
}

/** The result to send: each game's part only when any of its fields is filled (a 5D left blank is not sent). */
export function resultOf(fields: ResultFields): DrawResult {
  const trimmed = (value: string) => value.trim();
  const fourDTyped = [fields.first, fields.second, fields.third, fields.starters, fields.consolations].some(
    (value) => trimmed(value) !== '',
  );
  const fiveDTyped = [fields.fiveFirst, fields.fiveSecond, fields.fiveThird].some((value) => trimmed(value) !== '');
  return {
    ...(fourDTyped
      ? {
          fourD: {
            first: trimmed(fields.first),
            second: trimmed(fields.second),
            third: trimmed(fields.third),
            starters: numbersOf(fields.starters),
            consolations: numbersOf(fields.consolations),
          },
        }
      : {}),
    ...(fiveDTyped
      ? {
          fiveD: {
            first: trimmed(fields.fiveFirst),
            second: trimmed(fields.fiveSecond),
            third: trimmed(fields.fiveThird),
          },
        }
      : {}),
    ...(trimmed(fields.sixFirst) !== '' ? { sixD: { first: trimmed(fields.sixFirst) } } : {}),
  };
}

/** Whether the result typed is the one already published (publishing it again changes nothing). */
export function sameResult(a: DrawResult | null, b: DrawResult): boolean {
  return a !== null && JSON.stringify(resultOf(fieldsOf(a))) === JSON.stringify(resultOf(fieldsOf(b)));
}

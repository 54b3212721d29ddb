// Pure mapping of a stored DrawResult (server/settlement/result.ts) onto the answer shapes of the result
// calls: the m4/m5/m6 tables and the L/A interface. Anything not published reads as the dash placeholder,
// because the specification's results page shows empty prizes as dashes rather than hiding them.
import type { DrawTables, LaDrawResult, M4Block, M5Block, M6Block } from '../../../contract/results.ts';
import { drawTimeOf, offersGame } from '../../../src/core/domain/operators.ts';
import { CONSOLATION_COUNT, PLACEHOLDER, STARTER_COUNT, type DrawResult } from '../../settlement/result.ts';

const dash = (value: string | undefined): string => value ?? PLACEHOLDER;

function m4Of(result: DrawResult | undefined): M4Block {
  const fourD = result?.fourD;
  const block: M4Block = { prize1: dash(fourD?.first), prize2: dash(fourD?.second), prize3: dash(fourD?.third) };
  for (let i = 0; i < STARTER_COUNT; i++) block[`prizeStarter${i + 1}`] = dash(fourD?.starters[i]);
  for (let i = 0; i < CONSOLATION_COUNT; i++) block[`prizeConsolation${i + 1}`] = dash(fourD?.consolations[i]);
  return block;
}

/**
 * The tables of one draw. Which blocks appear follows what the operator offers (T: m5 and m6; L, A: m6),
 * not what happened to be published, so the page layout of a draw type never changes with the data.
 */
export function tablesOf(drawType: string, result: DrawResult | undefined): DrawTables {
  const tables: DrawTables = { m4: m4Of(result) };
  if (offersGame(drawType, '5D')) {
    const fiveD = result?.fiveD;
    tables.m5 = {
      prize1: dash(fiveD?.first),
      prize2: dash(fiveD?.second),
      prize3: dash(fiveD?.third),
    } satisfies M5Block;
  }
  if (offersGame(drawType, '6D')) tables.m6 = { prize1: dash(result?.sixD?.first) } satisfies M6Block;
  return tables;
}

/** prizeA…prizeM (starters) and prizeN…prizeW (consolations): letters from A in one run. */
const letter = (index: number): string => String.fromCharCode('A'.charCodeAt(0) + index);

/**
 * The 6D split fields: 2A/2B = first/last 5 digits of the 1st, 3A/3B = 4, 4A/4B = 3, 5A/5B = 2 (the 6D
 * tiers of docs/settlement.md: 2nd–5th prize win on the first or the last 5, 4, 3, 2 digits).
 */
export function sixDSplit(first: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tier, digits] of [
    [2, 5],
    [3, 4],
    [4, 3],
    [5, 2],
  ] as const) {
    fields[`prize6D_${tier}A`] = first ? first.slice(0, digits) : PLACEHOLDER;
    fields[`prize6D_${tier}B`] = first ? first.slice(-digits) : PLACEHOLDER;
  }
  return fields;
}

/** One draw in the L/A interface shape. videoUrl is empty: there is no video source (spec: optional). */
export function laShapeOf(drawType: string, drawDate: string, result: DrawResult | undefined): LaDrawResult {
  const fourD = result?.fourD;
  const shaped: Record<string, string> = {
    drawTypeCode: drawType,
    drawDate,
    drawTime: drawTimeOf(drawType),
    prize1: dash(fourD?.first),
    prize2: dash(fourD?.second),
    prize3: dash(fourD?.third),
  };
  for (let i = 0; i < STARTER_COUNT; i++) shaped[`prize${letter(i)}`] = dash(fourD?.starters[i]);
  for (let i = 0; i < CONSOLATION_COUNT; i++)
    shaped[`prize${letter(STARTER_COUNT + i)}`] = dash(fourD?.consolations[i]);
  shaped.prize6D = dash(result?.sixD?.first);
  Object.assign(shaped, sixDSplit(result?.sixD?.first));
  shaped.videoUrl = '';
  return shaped as unknown as LaDrawResult;
}

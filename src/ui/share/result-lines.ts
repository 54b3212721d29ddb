// A published result as the picture's text lines: the three top prizes, the specials and consolations five
// to a line, then the 5D and 6D prizes where the operator has them. Pure.
import type { NumberRank } from '../../../contract/numbers.ts';
import type { DrawTables } from '../../../contract/results.ts';

const PER_LINE = 5;

function rows(label: string, numbers: readonly string[]): string[] {
  const out: string[] = [label];
  for (let i = 0; i < numbers.length; i += PER_LINE) out.push(`  ${numbers.slice(i, i + PER_LINE).join('  ')}`);
  return out;
}

export function resultLines(tables: DrawTables, rankName: (rank: NumberRank) => string): string[] {
  const m4 = tables.m4;
  const pick = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => String(m4[`${prefix}${i + 1}` as `prizeStarter${number}`] ?? ''));
  const lines = [
    `${rankName('1st')}  ${m4.prize1}`,
    `${rankName('2nd')}  ${m4.prize2}`,
    `${rankName('3rd')}  ${m4.prize3}`,
    ...rows(rankName('special'), pick('prizeStarter', 13)),
    ...rows(rankName('consolation'), pick('prizeConsolation', 10)),
  ];
  if (tables.m5)
    lines.push(
      `5D  ${rankName('1st')} ${tables.m5.prize1}  ${rankName('2nd')} ${tables.m5.prize2}  ${rankName('3rd')} ${tables.m5.prize3}`,
    );
  if (tables.m6) lines.push(`6D  ${rankName('1st')} ${tables.m6.prize1}`);
  return lines;
}

// The rows of each package-info tab (docs/product.md S2 "Package info"): per game block a commission (from
// basis points, shown as a percent with 2 decimals) and its prizes (cents won per 1 unit staked, as the app
// writes money: the language's thousands separators, 2 decimals). Pure, unit-tested.
import {
  PACKAGE_KINDS,
  type GameRates,
  type PackageKind,
  type PackageRates,
} from '../../../../core/domain/package-rates.ts';
import { formatCents } from '../../../format/money.ts';
import { percentText } from '../../../format/percent.ts';

export const PACKAGE_TABS = PACKAGE_KINDS;
export type PackageTab = PackageKind;

export type BlockKey = `block-${GameRates['game']}`;
export type PrizeKey =
  'prize-1' | 'prize-2' | 'prize-3' | 'prize-4' | 'prize-5' | 'prize-6' | 'prize-starter' | 'prize-consolation';

export interface PackageBlock {
  key: BlockKey;
  /** Percent with 2 decimals and the sign ('10.00%'). */
  commission: string;
  prizes: { key: PrizeKey; value: string }[];
}

function blockOf(game: GameRates, language: string | undefined): PackageBlock {
  const money = (cents: number) => formatCents(cents, language);
  const prizes = game.prizeCents.map((cents, index) => ({
    key: `prize-${index + 1}` as PrizeKey,
    value: money(cents),
  }));
  if (game.starterCents !== undefined) prizes.push({ key: 'prize-starter', value: money(game.starterCents) });
  if (game.consolationCents !== undefined)
    prizes.push({ key: 'prize-consolation', value: money(game.consolationCents) });
  return { key: `block-${game.game}`, commission: percentText(game.commissionBp), prizes };
}

/** The blocks of one tab in a language (the current one by default); empty when the user has no package of that kind. */
export function packageBlocks(packages: PackageRates, tab: PackageTab, inLanguage?: string): PackageBlock[] {
  return (packages[tab] ?? []).map((game) => blockOf(game, inLanguage));
}

// The rows of each package-info tab (docs/product.md S2 "Package info"): per game block a commission (the
// fraction ×100, shown as %) and its prizes (units per 1 unit staked, as the app writes money: the language's
// thousands separators, 2 decimals). Pure, unit-tested.
import type { Package4D, Package5D6D, Package6D, PlayerPackages } from '../../../../../contract/packages.ts';
import { formatCents } from '../../../format/money.ts';

export const PACKAGE_TABS = ['3D4D', '5D6D', '3D4DL', '5D6DL', '3D4DA', '5D6DA', '3D4DN'] as const;
export type PackageTab = (typeof PACKAGE_TABS)[number];

export type BlockKey =
  'block-4d-big' | 'block-4d-small' | 'block-4abcde' | 'block-3d-abc' | 'block-3d-a' | 'block-5d' | 'block-6d';
export type PrizeKey =
  'prize-1' | 'prize-2' | 'prize-3' | 'prize-4' | 'prize-5' | 'prize-6' | 'prize-starter' | 'prize-consolation';

export interface PackageBlock {
  key: BlockKey;
  /** Percent text with 2 decimals ('10.00'). */
  commission: string;
  prizes: { key: PrizeKey; value: string }[];
}

type Prize = (value: number) => string;
const percent = (fraction: number) => (Math.round(fraction * 10_000) / 100).toFixed(2);
const numbered = (two: Prize, values: readonly number[]) =>
  values.map((value, index) => ({ key: `prize-${index + 1}` as PrizeKey, value: two(value) }));

function blocks4D(p: Package4D, two: Prize): PackageBlock[] {
  return [
    {
      key: 'block-4d-big',
      commission: percent(p.Commission_Big),
      prizes: [
        ...numbered(two, [p.Prize1_Big, p.Prize2_Big, p.Prize3_Big]),
        { key: 'prize-starter', value: two(p.PrizeStarter_Big) },
        { key: 'prize-consolation', value: two(p.PrizeConsolation_Big) },
      ],
    },
    {
      key: 'block-4d-small',
      commission: percent(p.Commission_Small),
      prizes: numbered(two, [p.Prize1_Small, p.Prize2_Small, p.Prize3_Small]),
    },
    { key: 'block-4abcde', commission: percent(p.Commission_4A), prizes: numbered(two, [p.Prize1_4A]) },
    {
      key: 'block-3d-abc',
      commission: percent(p.Commission_ABC),
      prizes: numbered(two, [p.Prize1_ABC, p.Prize2_ABC, p.Prize3_ABC]),
    },
    { key: 'block-3d-a', commission: percent(p.Commission_A), prizes: numbered(two, [p.Prize1_A]) },
  ];
}

const block6D = (p: Package6D, two: Prize): PackageBlock => ({
  key: 'block-6d',
  commission: percent(p.Commission_6D),
  prizes: numbered(two, [p.Prize1_6D, p.Prize2_6D, p.Prize3_6D, p.Prize4_6D, p.Prize5_6D]),
});

const block5D = (p: Package5D6D, two: Prize): PackageBlock => ({
  key: 'block-5d',
  commission: percent(p.Commission_5D),
  prizes: numbered(two, [p.Prize1_5D, p.Prize2_5D, p.Prize3_5D, p.Prize4_5D, p.Prize5_5D, p.Prize6_5D]),
});

/** The blocks of one tab in a language (the current one by default); empty when the user has no package of that kind. */
export function packageBlocks(packages: PlayerPackages, tab: PackageTab, inLanguage?: string): PackageBlock[] {
  const two: Prize = (value) => formatCents(Math.round(value * 100), inLanguage);
  switch (tab) {
    case '3D4D':
      return packages.UserPackage3D4D ? blocks4D(packages.UserPackage3D4D, two) : [];
    case '3D4DL':
      return packages.UserPackage3D4DL ? blocks4D(packages.UserPackage3D4DL, two) : [];
    case '3D4DA':
      return packages.UserPackage3D4DA ? blocks4D(packages.UserPackage3D4DA, two) : [];
    case '3D4DN':
      return packages.UserPackage3D4DN ? blocks4D(packages.UserPackage3D4DN, two) : [];
    case '5D6D':
      return packages.UserPackage5D6D
        ? [block5D(packages.UserPackage5D6D, two), block6D(packages.UserPackage5D6D, two)]
        : [];
    case '5D6DL':
      return packages.UserPackage5D6DL ? [block6D(packages.UserPackage5D6DL, two)] : [];
    case '5D6DA':
      return packages.UserPackage5D6DA ? [block6D(packages.UserPackage5D6DA, two)] : [];
  }
}

// The demo packages: prize rates of the specification's section 9 (cents per 1 unit staked) and
// commissions in basis points. The special-rate table is the one the specification gives for SPR.
const units = (amount: number) => amount * 100;

function fourD(first: number[], second: number[], third: number[], starter: number, consolation: number) {
  const [big1, small1, fourA1, threeA1, abc1] = first as [number, number, number, number, number];
  const [big2, small2, abc2] = second as [number, number, number];
  const [big3, small3, abc3] = third as [number, number, number];
  return {
    Commission_Big: 1000,
    Commission_Small: 1000,
    Commission_4A: 1000,
    Commission_A: 1000,
    Commission_ABC: 1000,
    Prize1_Big: units(big1),
    Prize2_Big: units(big2),
    Prize3_Big: units(big3),
    PrizeStarter_Big: units(starter),
    PrizeConsolation_Big: units(consolation),
    Prize1_Small: units(small1),
    Prize2_Small: units(small2),
    Prize3_Small: units(small3),
    Prize1_4A: units(fourA1),
    Prize1_A: units(threeA1),
    Prize1_ABC: units(abc1),
    Prize2_ABC: units(abc2),
    Prize3_ABC: units(abc3),
  };
}

const fiveD = {
  Commission_5D: 1000,
  Prize1_5D: units(20000),
  Prize2_5D: units(10000),
  Prize3_5D: units(5000),
  Prize4_5D: units(800),
  Prize5_5D: units(80),
  Prize6_5D: units(8),
};
const sixD = {
  Commission_6D: 1000,
  Prize1_6D: units(150000),
  Prize2_6D: units(5000),
  Prize3_6D: units(500),
  Prize4_6D: units(50),
  Prize5_6D: units(5),
};

const regular4D = fourD([2500, 3500, 6000, 660, 220], [1000, 2000, 220], [500, 1000, 220], 180, 60);
const special4D = fourD([3000, 4000, 7000, 750, 250], [1000, 2000, 250], [500, 1000, 250], 200, 60);

export const DEMO_PACKAGES: readonly { kind: string; special: boolean; rates: Record<string, number> }[] = [
  ...['3D4D', '3D4DL', '3D4DA', '3D4DN'].map((kind) => ({ kind, special: false, rates: regular4D })),
  ...['3D4D', '3D4DL', '3D4DA', '3D4DN'].map((kind) => ({ kind, special: true, rates: special4D })),
  { kind: '5D6D', special: false, rates: { ...fiveD, ...sixD } },
  { kind: '5D6DL', special: false, rates: sixD },
  { kind: '5D6DA', special: false, rates: sixD },
];

// Shared by the server (settlement: services/results/settle-draw.ts) and the app (the forms' top-payout preview).
// Which of the user's seven packages prices a ticket: by the draw type's operator and the number's game
// (the package tabs of the specification: 3D4D for the weekly operators, 3D4DL/A/N, 5D6D for Toto,
// 5D6DL/A for Lucky and Winbox 6D).
export function packageKindOf(drawType: string, numberLength: number): string {
  const operator = drawType.charAt(0);
  const big = numberLength >= 5;
  if (operator === 'L') return big ? '5D6DL' : '3D4DL';
  if (operator === 'A') return big ? '5D6DA' : '3D4DA';
  if (operator === 'N') return '3D4DN';
  return big ? '5D6D' : '3D4D';
}

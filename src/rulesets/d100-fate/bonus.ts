/** A characteristic's bonus is its tens digit: Agility 42 gives an Agility Bonus of 4. */
export function bonus(characteristic: number): number {
  return Math.floor(characteristic / 10);
}

/**
 * Rolls as a chat message's `rolls` carries them: each Roll's JSON. A chat card attaches these
 * (with the roll mode applied to its data) so Foundry shows the dice and Dice So Nice animates
 * them; the card's `system` holds what the rules made of them.
 */
export function rollsForMessage(rolls: readonly Roll[]): string[] {
  return rolls.map((roll) => JSON.stringify(roll.toJSON()));
}

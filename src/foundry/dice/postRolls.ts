type Speaker = ChatMessage.SpeakerData;

/**
 * Rolls as a chat message's `rolls` carries them: each Roll's JSON. A chat card attaches these
 * (with the roll mode applied to its data) so Foundry shows the dice and Dice So Nice animates
 * them; the card's `system` holds what the rules made of them.
 */
export function rollsForMessage(rolls: readonly Roll[]): string[] {
  return rolls.map((roll) => JSON.stringify(roll.toJSON()));
}

export interface RollMessage {
  readonly speaker?: Speaker;
  readonly flavor?: string;
  /** The roll mode to show them under; the user's current mode when left out. */
  readonly rollMode?: ChatMessage.PassableRollMode;
}

/**
 * Posts rolls on their own, under the user's roll mode (public, private GM, blind GM, self):
 * Foundry whispers and hides them as the mode says, and Dice So Nice animates them for whoever
 * may see them.
 */
export async function postRolls(rolls: readonly Roll[], message: RollMessage = {}): Promise<ChatMessage.Implementation | undefined> {
  const data: ChatMessage.CreateData = {
    rolls: rollsForMessage(rolls),
    ...(message.speaker === undefined ? {} : { speaker: message.speaker }),
    ...(message.flavor === undefined ? {} : { flavor: message.flavor }),
  };
  ChatMessage.applyRollMode(data, message.rollMode ?? "roll");
  return ChatMessage.implementation.create(data);
}

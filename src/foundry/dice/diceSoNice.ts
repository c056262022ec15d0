/** The one call of the Dice So Nice module's API this system makes, when that module is active. */
interface DiceSoNice {
  showForRoll(roll: Roll.Any, user: User.Implementation, synchronize: boolean, whisper: readonly string[] | null, blind: boolean): Promise<boolean>;
}

function isDiceSoNice(value: unknown): value is DiceSoNice {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, "showForRoll") === "function";
}

/**
 * A card press's dice are added to a message that already exists, which Dice So Nice does not
 * watch; so the GM's game, which threw them, shows them to the same eyes the card is shown to,
 * in the colours of the player who pressed (`synchronize` sends them to every other client). All
 * of a press's rolls are thrown together (a blow dealt to fifty tokens, each rolling its own
 * resistance, is one throw of fifty, not fifty throws one after another), and nobody waits for
 * them to land: the GM's game applies one request at a time, and the next must not queue behind
 * an animation. A throw the module fails to show is told in the console, and nothing else.
 */
export function showDice(rolls: readonly Roll.Any[], message: ChatMessage.Implementation | undefined, presser: User.Implementation | undefined): void {
  const api: unknown = Reflect.get(game, "dice3d");
  const user = presser ?? game.user;
  if (!isDiceSoNice(api) || user === undefined || user === null) return;
  const whisper = message === undefined || message.whisper.length === 0 ? null : message.whisper.flatMap((u) => (typeof u === "string" ? [u] : []));
  const shown = rolls.map((roll) => api.showForRoll(roll, user, true, whisper, message?.blind ?? false));
  void Promise.all(shown).catch((error: unknown) => console.warn("Turnwright | Dice So Nice could not show a press's dice", error));
}

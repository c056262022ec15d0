import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { CardState } from "../../engine/play/CardRules";
import { pointsOnMap, readControl, type DefenderChoice } from "../../engine/play/damageControls";
import { damageMoved, type DamageMoved } from "../../engine/play/damageRecord";
import type { ModifierChoice } from "../../engine/play/RollModifiers";
import { storedChange } from "../../engine/play/storedWrite";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { CardUser, CardWorld } from "./CardWorld";
import { mayPress } from "./mayPress";

/** A press's dice as the one writer threw them: what the rules read, and the rolls kept on the card. */
export interface ThrownDice {
  readonly outcomes: readonly DiceOutcome[];
  /** The same rolls as Foundry data, attached to the card. */
  readonly rolls: readonly unknown[];
}

/**
 * The actors of the tokens a presser pointed at, once the GM's game has checked each: a token
 * that is there, of an actor the system plays, and, for a player's targets, one the GM's game
 * sees them target. Anything else refuses the whole press in words.
 */
export type PointedDefenders = (tokens: readonly string[], to: Exclude<DefenderChoice, "target">, user: CardUser) => Outcome<readonly ActorSnapshot[]>;

export interface PressRequest {
  readonly messageId: string;
  readonly button: string;
  /** For a damage control that points on the map: the defenders of the tokens the press names, checked. */
  pointedAt?(to: Exclude<DefenderChoice, "target">): Outcome<readonly ActorSnapshot[]>;
  /**
   * Throws the dice the rules ask for now, on the GM's game. Never the presser's: faces sent
   * from a client could be chosen, and the GM could not tell.
   */
  throwDice(asked: readonly DiceRequest[]): Promise<ThrownDice>;
  /** What the presser typed beside the button (the GM's damage amount), as sent; the rules check it. */
  readonly amount?: string;
  /** The modifiers the presser chose before a roll the button throws, in shape only; the rules check them. */
  readonly modifiers?: ModifierChoice;
}

export interface PressResult {
  readonly spawned: readonly string[];
  readonly follow?: string;
  /** Damage the press applied or took back, once every write is done: what `turnwright.damageApplied` tells. */
  readonly damage?: DamageMoved;
}

/**
 * Whether the card's attack was rolled against this actor: the actors a card names after its
 * roller are its targets (CardState), and a damage card names the one its blow struck. No rule
 * set here has a blow that catches more than its targets (a blast), so a player's "my targets" is
 * never more than them; whoever else takes it is the GM's to choose.
 */
function struckBy(card: CardState, ref: string): boolean {
  return card.actors.slice(1).includes(ref);
}

function sameDice(asked: readonly { count: number; faces: number }[], given: readonly DiceOutcome[]): boolean {
  return (
    asked.length === given.length &&
    asked.every((request, index) => given[index]?.request.count === request.count && given[index]?.request.faces === request.faces)
  );
}

/**
 * A card button pressed, applied once by the one writer (the active GM): the card is read
 * again from its message, so a second press of a used button, or a press after a reload, is
 * refused before anything changes. The audience is checked again (and the tokens a damage
 * control points at, before the rules see them: a player's only at the defenders its attack was
 * rolled against), the GM throws the dice the
 * rules ask for, the budget is charged first (a refusal there changes nothing), then the card
 * that records the step, the actors, the world's tallies, and any new cards.
 */
export async function executePress(world: CardWorld, request: PressRequest, user: CardUser): Promise<Outcome<PressResult>> {
  const stored = world.readCard(request.messageId);
  if (!stored.ok) return stored;
  const { card, roller, thrown } = stored.value;
  const actors: Record<string, ActorSnapshot> = {};
  // A damage card's record names the defenders its damage went to, whom an undo writes back.
  for (const ref of world.module.cards.named(card)) {
    const snapshot = world.snapshot(ref);
    if (snapshot !== undefined) actors[ref] = snapshot;
  }
  const button = world.module.cards.view(card, actors).buttons.find((b) => b.id === request.button);
  if (button === undefined || button.used) return refuse("card-used", "That button was used already", {});
  if (!mayPress(button.audience, user)) return refuse("not-your-button", "That button is for someone else", {});
  const control = readControl(request.button);
  const defenders = control !== null && pointsOnMap(control) ? (request.pointedAt?.(control.to) ?? allow([])) : allow([]);
  if (!defenders.ok) return defenders;
  const astray = user.isGM ? undefined : defenders.value.find((defender) => !struckBy(card, defender.ref));
  if (astray !== undefined)
    return refuse("not-struck", `${astray.name} was not struck by this attack: only the GM puts its damage on anyone else`, { name: astray.name });
  const allies: Record<string, readonly ActorSnapshot[]> = {};
  for (const ref of card.actors) allies[ref] = world.allies(ref);
  const input = {
    card,
    button: request.button,
    actors,
    tallies: world.tallies(),
    allies,
    defenders: defenders.value,
    ...(request.amount === undefined ? {} : { amount: request.amount }),
    ...(request.modifiers === undefined ? {} : { modifiers: request.modifiers }),
  };
  const dice = world.module.cards.press.dice(input);
  if (!dice.ok) return dice;
  const { outcomes, rolls } = dice.value.length === 0 ? { outcomes: [], rolls: [] } : await request.throwDice(dice.value);
  if (!sameDice(dice.value, outcomes)) return refuse("dice-mismatch", "The dice rolled do not match what this step needs; press the button again", {});
  const resolved = world.module.cards.press.resolve(input, outcomes);
  if (!resolved.ok) return resolved;
  const transition = resolved.value;
  if (transition.spend !== undefined) {
    const spent = await world.spend(transition.spend.actor, transition.spend.action);
    if (!spent.ok) return spent;
  }
  // The card first: it records the step (a used button, a defender that has the damage), so should a
  // write after it fail, pressing again is refused rather than applied twice.
  await world.updateCard(request.messageId, transition.card, rolls);
  // Each change as stored data takes it: moved by what the rules moved on the actor they read.
  const read = new Map([...Object.values(actors), ...defenders.value].map((actor) => [actor.ref, actor]));
  if (transition.changes.length > 0)
    await world.applyChanges(
      transition.changes.map((change) => storedChange(read.get(change.actor), change)),
      request.messageId,
    );
  if (transition.tallies !== undefined) await world.setTallies(transition.tallies);
  // What a press makes is the same player's roll as the card it came from, whoever pressed, and
  // as private: seen as a thrown roll once the card's dice (or this press's) were thrown.
  const spawned = transition.spawn.length > 0 ? await world.createCards(transition.spawn, roller, thrown || dice.value.length > 0) : [];
  const damage = damageMoved(card, transition.card);
  return allow({ spawned, ...(transition.follow === undefined ? {} : { follow: transition.follow }), ...(damage === null ? {} : { damage }) });
}

import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { checkModifiers, type ModifierChoice } from "../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { storedChange } from "../../engine/play/storedWrite";
import { START_ORIGIN } from "../../engine/play/markedEffects";
import type { CardUser, CardWorld } from "./CardWorld";

/**
 * A start's targets (actor refs) checked against who asked: a player's only at tokens she targets,
 * as the GM's game knows them, on her scene and not hidden; a GM's are the GM's word. Anything
 * else refuses the whole start in words.
 */
export type AimedTargets = (targets: readonly string[], user: CardUser) => Outcome<true>;

export interface StartRequest {
  readonly actor: string;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly targets: readonly string[];
  /** What the roller chose in the modifier dialog; left out by a start that is no roll. */
  readonly modifiers?: ModifierChoice;
  /** The targets checked for the user who asked (AimedTargets); the GM's request handler always checks them. */
  aimedAt?(targets: readonly string[]): Outcome<true>;
}

export interface StartResult {
  readonly messageId: string;
  /** The button the same user presses at once (a roll with no luck to offer first). */
  readonly follow?: string;
  /** The action the card took from the actor's budget, for what it sets off where the actor stands. */
  readonly spent?: { readonly actor: string; readonly action: string };
}

/**
 * A sheet button: only the actor's owner (or the GM) may use it, and only at targets that are
 * theirs to aim at. The budget is charged before the card exists, so an action the turn cannot
 * hold leaves no card behind. The modifiers the roller chose are checked against the rule set's
 * ladder and caps before anything is read. Each target's distance is measured here, on the scene,
 * and a target out of reach or range refuses the start before the budget is charged.
 */
export async function executeStart(world: CardWorld, request: StartRequest, user: CardUser): Promise<Outcome<StartResult>> {
  if (!user.isGM && !user.owns(request.actor)) return refuse("not-your-actor", "Only the actor's owner can do that", {});
  const aimed = request.aimedAt?.(request.targets) ?? allow(true);
  if (!aimed.ok) return aimed;
  const modifiers = checkModifiers(world.module.cards.modifiers, request.action, request.modifiers);
  if (!modifiers.ok) return modifiers;
  const actor = world.snapshot(request.actor);
  if (actor === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
  const targets: ActorSnapshot[] = [];
  const targetBudgets: Record<string, unknown> = {};
  for (const ref of request.targets) {
    const target = world.snapshot(ref);
    if (target === undefined) continue;
    targets.push(target);
    const budget = world.budget(ref);
    if (budget !== undefined) targetBudgets[ref] = budget;
  }
  // Measured by this game on the scene, never taken from the request: the range rule judges them.
  const distances = await world.distances(
    actor.ref,
    targets.map((target) => target.ref),
    user.id,
  );
  // The budget tells the rules what the actor already did this turn (earlier manoeuvres count);
  // the targets' tell them what each holds against the attack.
  const started = world.module.cards.start.resolve(
    {
      actor,
      action: request.action,
      data: request.data,
      targets,
      unaware: world.unaware(),
      budget: world.budget(actor.ref),
      targetBudgets,
      modifiers: modifiers.value,
      distances,
    },
    [],
  );
  if (!started.ok) return started;
  const transition = started.value;
  if (transition.spend !== undefined) {
    const spent = await world.spend(transition.spend.actor, transition.spend.action);
    if (!spent.ok) return spent;
  }
  // No card is posted yet, and no step of one takes back what a start does: its effects are the start's own.
  // Each change as stored data takes it: moved by what the rules moved on the actor they read.
  const read = new Map([actor, ...targets].map((one) => [one.ref, one]));
  if (transition.changes.length > 0)
    await world.applyChanges(
      transition.changes.map((change) => storedChange(read.get(change.actor), change)),
      START_ORIGIN,
    );
  // No dice are thrown yet: the cards are seen as the roll they are about to be.
  const [messageId] = await world.createCards([transition.card, ...transition.spawn], user.id, false);
  if (messageId === undefined) return refuse("card-not-created", "The card could not be posted", {});
  const result: StartResult = transition.follow === undefined ? { messageId } : { messageId, follow: transition.follow };
  return allow(transition.spend === undefined ? result : { ...result, spent: transition.spend });
}

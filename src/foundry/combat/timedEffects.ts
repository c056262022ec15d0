import { timingInForce } from "../../engine/effects/EffectTiming";
import { fightArrived } from "./fightSettings";
import { bearerActor, clockOfCombat, timingOf } from "../documents/effectDuration";
import { OUT_OF_FORCE } from "../documents/outOfForce";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { readyGame } from "../gm/readyGame";
import { announceEffectEnded } from "../hooks/turnwrightHooks";
import { effectReportLines } from "./effectReport";

/** What the tracker's move did to an effect with a duration: it left force, or (the tracker stepped back) came back into it. */
export interface EffectTurn {
  readonly actor: TurnwrightActor;
  readonly effect: ActiveEffect.Implementation;
  readonly ended: boolean;
}

/** Whether an effect is in force as its fight's clock stands now (one without a duration always is). */
function inForce(effect: ActiveEffect.Implementation): boolean {
  const timing = timingOf(effect);
  return timing === null || timingInForce(timing, fightArrived()?.rules.durations ?? [], clockOfCombat);
}

/** Puts an effect in or out of `OUT_OF_FORCE` as the clock says; whether that changed anything. */
function settle(effect: ActiveEffect.Implementation): boolean {
  const id = effect.uuid ?? "";
  const was = !OUT_OF_FORCE.has(id);
  const is = inForce(effect);
  if (is) OUT_OF_FORCE.delete(id);
  else OUT_OF_FORCE.add(id);
  return was !== is;
}

/** The actor prepared again, its sheet and its tokens' icons drawn again: core reads `isSuppressed` only as it prepares. */
function redraw(actor: TurnwrightActor): void {
  actor.reset();
  if (actor.sheet?.rendered === true) void actor.sheet.render(false);
  for (const token of actor.getActiveTokens()) token.renderFlags.set({ redrawEffects: true, refreshBars: true });
}

/** Settles the effects with a duration of some actors; the effects that turned, each actor that had one redrawn. */
function settleActors(actors: Iterable<TurnwrightActor>): EffectTurn[] {
  const turned: EffectTurn[] = [];
  for (const actor of new Set(actors)) {
    let changed = false;
    for (const effect of actor.allApplicableEffects()) {
      if (timingOf(effect) === null || !settle(effect)) continue;
      changed = true;
      turned.push({ actor, effect, ended: OUT_OF_FORCE.has(effect.uuid ?? "") });
    }
    if (changed) redraw(actor);
  }
  return turned;
}

function actorsIn(combat: Combat.Implementation): TurnwrightActor[] {
  return combat.combatants.contents.flatMap((combatant) => (combatant.actor instanceof TurnwrightActor ? [combatant.actor] : []));
}

/**
 * The one place the GM's game learns that the tracker's move took effects out of force, or
 * brought them back: called on the game that wrote the fight's clock (the active GM's, the one
 * writer of a fight) with the effects that turned. It says so in the chat, in one message, then
 * tells modules (`turnwright.effectEnded`) once per effect.
 */
export async function effectsLeftForce(combat: Combat.Implementation, turned: readonly EffectTurn[]): Promise<void> {
  if (turned.length === 0) return;
  const game = readyGame();
  const lines = effectReportLines(game.i18n, turned.map(({ actor, effect, ended }) => ({ actor: actor.name, effect: effect.name, ended })));
  await ChatMessage.implementation.create({
    speaker: { alias: game.i18n.localize("TURNWRIGHT.Combat.Report.Speaker") },
    content: `<ul class="tw-report">${lines.map((line) => `<li>${foundry.utils.escapeHTML(line)}</li>`).join("")}</ul>`,
  });
  for (const { actor, effect, ended } of turned) announceEffectEnded({ combat: combat.id ?? "", effect: effect.uuid ?? "", name: effect.name, actor: actor.uuid ?? "", ended });
}

/**
 * A fight's clock changed (or the fight was deleted): its combatants' effects with a duration are
 * worked out again and their actors prepared again, on every game, so core, the token and the
 * sheet agree. `wrote`: this game made the change, and tells `effectsLeftForce`.
 */
export async function followClock(combat: Combat.Implementation, wrote: boolean): Promise<void> {
  const turned = settleActors(actorsIn(combat));
  if (wrote) await effectsLeftForce(combat, turned);
}

/** An effect made or changed: in or out of force as its clock says, its actor prepared again if that changed. */
export function followEffect(effect: ActiveEffect.Implementation): void {
  const actor = bearerActor(effect);
  if (settle(effect) && actor !== null) redraw(actor);
}

/** At `ready`: every actor's effects with a duration, the world's and the unlinked tokens', read against their fights' clocks. */
export function followAll(): void {
  const world = readyGame();
  const actors: TurnwrightActor[] = world.actors.contents.filter((actor) => actor instanceof TurnwrightActor);
  for (const scene of world.scenes) for (const token of scene.tokens) if (!token.actorLink && token.actor instanceof TurnwrightActor) actors.push(token.actor);
  settleActors(actors);
}

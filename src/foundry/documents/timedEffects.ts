import { timingInForce } from "../../engine/effects/EffectTiming";
import { fightArrived } from "../fight/fightSettings";
import { bearerActor, clockOfCombat, timingOf } from "./effectDuration";
import { OUT_OF_FORCE } from "./outOfForce";
import { TurnwrightActor } from "./TurnwrightActor";
import { readyGame } from "../readyGame";
import { announceEffectEnded } from "../hooks/turnwrightHooks";
import { effectReportLines, reportAudience, reportsByAudience } from "../fight/effectReport";
import { START_ORIGIN } from "../../engine/play/markedEffects";
import { gmIdsOf, visibilityOfMessage } from "../dice/userMessageMode";

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
  // ApplicationV2's options, not ApplicationV1's boolean, which v14's declarations deprecate.
  if (actor.sheet?.rendered === true) void actor.sheet.render();
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

/** Who may read that this effect turned (reportAudience): its bearer's combatants hidden or not, and the card that put it on. */
function audienceOf(combat: Combat.Implementation, { actor, effect }: EffectTurn, gms: readonly string[]): readonly string[] | null {
  const bearers = combat.combatants.contents.filter((combatant) => combatant.actor === actor);
  const hidden = bearers.length > 0 && bearers.every((combatant) => combatant.hidden);
  const madeBy: unknown = effect.getFlag("turnwright", "madeBy");
  // A mark is "<the card's message id>:<tag>"; a sheet's start, with no card, marks "start:<tag>".
  const origin = typeof madeBy === "string" ? madeBy.slice(0, Math.max(0, madeBy.indexOf(":"))) : "";
  const message = origin === "" || origin === START_ORIGIN ? null : readyGame("the timed effects").messages.get(origin);
  const card = message === null ? null : message === undefined ? "gone" : visibilityOfMessage(message);
  return reportAudience({ hidden, card, gms });
}

/**
 * The one place the GM's game learns that the tracker's move took effects out of force, or
 * brought them back: called on the one window that wrote the fight's clock (the active GM's, the
 * one writer of a fight; ownWrites) with the effects that turned. It says so in the chat, one
 * message for each audience, whispered to whoever may see the combatant and the effect, then tells
 * modules (`turnwright.effectEnded`) once per effect.
 */
export async function effectsLeftForce(combat: Combat.Implementation, turned: readonly EffectTurn[]): Promise<void> {
  if (turned.length === 0) return;
  const game = readyGame("the timed effects");
  const gms = gmIdsOf(game.users);
  const words = effectReportLines(
    game.i18n,
    turned.map(({ actor, effect, ended }) => ({ actor: actor.name, effect: effect.name, ended })),
  );
  const reports = reportsByAudience(turned.map((turn, index) => ({ line: words[index] ?? "", whisper: audienceOf(combat, turn, gms) })));
  await ChatMessage.implementation.createDocuments(
    reports.map(({ whisper, lines }) => ({
      speaker: { alias: game.i18n.localize("TURNWRIGHT.Combat.Report.Speaker") },
      content: `<ul class="tw-report">${lines.map((line) => `<li>${foundry.utils.escapeHTML(line)}</li>`).join("")}</ul>`,
      ...(whisper === null ? {} : { whisper: [...whisper] }),
    })),
  );
  for (const { actor, effect, ended } of turned)
    announceEffectEnded({ combat: combat.id ?? "", effect: effect.uuid ?? "", name: effect.name, actor: actor.uuid ?? "", ended });
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
  const world = readyGame("the timed effects");
  const actors: TurnwrightActor[] = world.actors.contents.filter((actor) => actor instanceof TurnwrightActor);
  for (const scene of world.scenes) for (const token of scene.tokens) if (!token.actorLink && token.actor instanceof TurnwrightActor) actors.push(token.actor);
  settleActors(actors);
}

import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { text, type LocalText } from "../../engine/text/LocalText";
import type { GridLayout, GridSpace } from "../../engine/play/MapRules";
import type { RoundPlan } from "../../engine/clock/ClockShape";
import { describeIssue } from "../../engine/schema/FieldIssue";
import { loadScenario } from "../../engine/scenario/loadScenario";
import { statusesInSystem, withoutConditions } from "../../engine/conditions/conditionState";
import type { Scenario } from "../../engine/scenario/ScenarioSchema";
import type { Targeting } from "../../engine/script/Targeting";
import type { RuleSet } from "../../rulesets/RuleSet";
import type { EffectChange } from "../../engine/effects/EffectChange";
import type { EffectDuration } from "../../engine/effects/EffectDuration";
import { isPlainRecord, type PlainRecord } from "../../engine/plainRecord";
import { walksIntoPrototype } from "../../engine/effects/prototypeKeys";

/** A token's side, in the words of Foundry's dispositions (read at the edge, never its numbers). */
export const SIDES = ["friendly", "neutral", "hostile", "secret"] as const;
export type Side = (typeof SIDES)[number];

/**
 * An effect the rules put on a combatant (a stun, a botch's lost rounds), in force now: its
 * changes as a scenario writes them (a condition's as an override of its path), and what is
 * left of it when the study starts at the next round; null when it is over by then.
 */
export interface OddsRuleEffect {
  readonly name: string;
  readonly changes: readonly EffectChange[];
  readonly left: EffectDuration | null;
}

/** One combatant of the tracker as plain data: who, on which side, where, and how it stands. */
export interface OddsFighter {
  readonly id: string;
  readonly name: string;
  readonly actor: ActorSnapshot | null;
  readonly side: Side;
  readonly surprised: boolean;
  readonly defeated: boolean;
  /** The grid space of its token on the fight's scene; null without a token there. */
  readonly at: GridSpace | null;
  /** The effects the rules put on it that are in force now; none when left out. */
  readonly ruleEffects?: readonly OddsRuleEffect[];
}

/** A fight in the tracker, as the odds study reads it. */
export interface OddsFight {
  readonly ruleset: string;
  /** The world's options for the rule set, as its settings hold them. */
  readonly options: unknown;
  /** 0 before the fight begins. */
  readonly round: number;
  readonly roundPlan: RoundPlan;
  readonly grid: GridLayout;
  /** Where a token stands as scenario fields (the rule set's map rules); absent where it plays no part. */
  readonly fieldsAt?: ((at: GridSpace, grid: GridLayout) => Readonly<Record<string, unknown>> | null) | undefined;
  readonly fighters: readonly OddsFighter[];
}

/** What a study reads of the world's rule set: its headless fight, and its documents, to tell which actors and items it can fight with. */
export type StudiedRuleSet = Pick<RuleSet, "id" | "runtime" | "play">;

export type FightScenario =
  | {
      readonly ok: true;
      readonly scenario: Scenario;
      /** What the study assumed and what it left out, in words for the dialog. */
      readonly assumptions: readonly LocalText[];
      /** The unit of a fight's length: rounds, or Turns where a round is made of Phases. */
      readonly unit: LocalText;
      /** The targetings a side may choose its targets by under the rule set (`nearest` only where it has positions). */
      readonly targetings: readonly Targeting[];
    }
  | { readonly ok: false; readonly reason: LocalText };

/** How many rounds a study lets a fight run before it calls it a draw, as the CLI's default. */
export const ODDS_ROUND_LIMIT = 20;

const MAX_NAME = 120;

/**
 * The tracker's fight as a scenario the CLI would run as it is: the combatants' actors and items
 * as their documents hold them (wounds, conditions and spent luck are actor fields, so they come
 * along), sides from the tokens' dispositions, surprise marks, and where the rule set's map
 * rules read them, positions. During a fight the study starts at the top of the next full round
 * with the rounds left. Whatever could not be carried over is named among the assumptions.
 */
export function fightScenario(fight: OddsFight, seed: number, registered: StudiedRuleSet | undefined): FightScenario {
  if (registered === undefined || registered.id !== fight.ruleset) return { ok: false, reason: text("TURNWRIGHT.Odds.NoRuleSet", { ruleset: fight.ruleset }) };
  const { runtime, play } = registered;
  // A document subtype and the scenario's item kind are declared with the one schema: that is the link.
  const kindOf = (type: string): string | undefined => Object.entries(runtime.itemSchemas).find(([, schema]) => schema === play.documents.schemas[type])?.[0];
  const started = fight.round >= 1;
  const assumptions: LocalText[] = [text("TURNWRIGHT.Odds.Assumed.Policy")];
  const combatants: Record<string, unknown>[] = [];
  let unplaced = false;
  for (const fighter of fight.fighters) {
    const name = fighter.name.slice(0, MAX_NAME) || fighter.id;
    if (fighter.actor === null) {
      assumptions.push(text("TURNWRIGHT.Odds.Left.NoActor", { name }));
      continue;
    }
    if (fighter.defeated) {
      assumptions.push(text("TURNWRIGHT.Odds.Left.Defeated", { name }));
      continue;
    }
    if (fighter.actor.type !== play.documents.actorType) {
      assumptions.push(text("TURNWRIGHT.Odds.Left.OtherRuleSet", { name }));
      continue;
    }
    const items: Record<string, unknown>[] = [];
    for (const item of fighter.actor.items) {
      const kind = kindOf(item.type);
      if (kind === undefined) assumptions.push(text("TURNWRIGHT.Odds.Left.Item", { name, item: item.name }));
      else items.push({ ...plainObject(item.system), type: kind, name: item.name.slice(0, MAX_NAME) || kind });
    }
    const place = fight.fieldsAt === undefined || fighter.at === null ? {} : fight.fieldsAt(fighter.at, fight.grid);
    if (place === null) unplaced = true;
    const timed = forTheStudy(fighter.actor, fighter.ruleEffects ?? [], runtime.conditions);
    combatants.push({
      id: fighter.id,
      name,
      side: fighter.side,
      surprised: !started && fighter.surprised,
      // The rules' view holds each condition where they read it; a scenario lists them by id.
      actor: withoutConditions(timed.system, runtime.conditions),
      conditions: statusesInSystem(timed.system, runtime.conditions),
      ...(timed.effects.length > 0 ? { effects: timed.effects } : {}),
      items,
      ...(place ?? {}),
    });
  }
  if (unplaced) assumptions.push(text("TURNWRIGHT.Odds.Left.Positions"));
  // A round of Phases is a Turn: the words follow the rule set's shape of time.
  const turns = fight.roundPlan.kind === "phases";
  const unit = turns ? "TURNWRIGHT.Odds.Unit.Turns" : "TURNWRIGHT.Odds.Unit.Rounds";
  const one = turns ? "TURNWRIGHT.Odds.Unit.Turn" : "TURNWRIGHT.Odds.Unit.Round";
  if (started) assumptions.push(text("TURNWRIGHT.Odds.Assumed.FromRound", { round: fight.round, rounds: roundsLeft(fight.round), unit, one }));
  else assumptions.push(text("TURNWRIGHT.Odds.Assumed.Limit", { rounds: ODDS_ROUND_LIMIT, unit }));
  const sides = new Set(combatants.map((combatant) => combatant["side"]));
  if (sides.size < 2) return { ok: false, reason: text("TURNWRIGHT.Odds.TwoSides") };
  const json = { ruleset: fight.ruleset, seed, maxRounds: roundsLeft(fight.round), options: plainObject(fight.options), combatants };
  const loaded = loadScenario(json, { known: [registered.id], find: (id) => (id === registered.id ? runtime : undefined) });
  if (!loaded.ok) {
    const first = loaded.issues[0];
    return { ok: false, reason: text("TURNWRIGHT.Odds.Unreadable", { problem: first === undefined ? "?" : namedIssue(describeIssue(first), combatants) }) };
  }
  // The nearest only where someone stands on the map: without positions the scenario refuses it.
  const onMap = loaded.value.ruleset.onMap(loaded.value.combatants, loaded.value.options);
  return {
    ok: true,
    scenario: loaded.value.scenario,
    assumptions,
    unit: text(unit),
    targetings: onMap ? runtime.targetings : runtime.targetings.filter((targeting) => targeting !== "nearest"),
  };
}

/**
 * An actor's data for the study with the rules' own effects taken out of it (each path they
 * change back at its stored value, each condition they turn on off), and those effects that last
 * into the study's first round as scenario effects for what is left of them: a botch's lost
 * round ends where the count would have, where the data as it stands would have it last the
 * whole study.
 */
function forTheStudy(
  actor: ActorSnapshot,
  inForce: readonly OddsRuleEffect[],
  conditions: RuleSet["runtime"]["conditions"],
): { readonly system: PlainRecord; readonly effects: readonly Record<string, unknown>[] } {
  // A player can store a change keyed through a prototype on her own effect (documents/TurnwrightActiveEffect.ts): it is never walked, in the GM's window least of all.
  const effects = inForce.map((effect) => ({ ...effect, changes: effect.changes.filter((change) => !walksIntoPrototype(change.key)) }));
  const system: PlainRecord = structuredClone(plainObject(actor.system));
  if (effects.length === 0) return { system, effects: [] };
  const stored = actor.source ?? actor.system;
  for (const { changes } of effects) {
    for (const change of changes) {
      const path = change.key.slice("system.".length);
      const condition = conditions.find((candidate) => candidate.path === path);
      setAt(system, path.split("."), condition === undefined ? valueAt(stored, path.split(".")) : false);
    }
  }
  const carried = effects.flatMap((effect) => (effect.left === null ? [] : [{ name: effect.name, changes: effect.changes, duration: effect.left }]));
  return { system, effects: carried };
}

function valueAt(data: unknown, keys: readonly string[]): unknown {
  let at = data;
  for (const key of keys) at = isPlainRecord(at) ? at[key] : undefined;
  return at;
}

/** Sets a path that is there already: a path the stored data lacks is left as the rules read it. */
function setAt(data: PlainRecord, keys: readonly string[], value: unknown): void {
  const last = keys.at(-1);
  let holder: unknown = data;
  for (const key of keys.slice(0, -1)) holder = isPlainRecord(holder) ? holder[key] : undefined;
  if (last === undefined || value === undefined || !isPlainRecord(holder) || !(last in holder)) return;
  holder[last] = value;
}

/** The rounds a study gives a fight that is in `round` now: the whole limit before it starts. */
function roundsLeft(round: number): number {
  return Math.max(1, ODDS_ROUND_LIMIT - Math.max(0, round - 1));
}

function plainObject(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
}

/** A scenario fault names `combatants[2]`; the GM knows that combatant by its name. */
function namedIssue(message: string, combatants: readonly Record<string, unknown>[]): string {
  return message.replace(/combatants\[(\d+)\]/, (whole, index: string) => {
    const name = combatants[Number(index)]?.["name"];
    return typeof name === "string" ? name : whole;
  });
}

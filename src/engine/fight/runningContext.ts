import type { When } from "../clock/when";
import type { Chance } from "../dice/Chance";
import { rollDice } from "../dice/rollDice";
import type { EffectEntry } from "../effects/EffectChange";
import type { Refusal } from "../Refusal";
import type { FighterBase } from "../script/FighterBase";
import { targetChooser } from "./chooseTarget";
import type { AbortAnswer, FightContext } from "./FightContext";
import type { FightLog } from "./FightLog";
import type { PreparedFight } from "./prepareFight";
import type { Roster } from "./Roster";
import type { RuleSetRuntime } from "./RuleSetRuntime";
import { targetingOf } from "./targetingOf";
import { TargetUntilReplaced } from "./targetUntilReplaced";
import { keptFor } from "../keptFor";

/** The context as its fight holds it: the moment and the step's restriction are the fight's to move. */
export type RunningContext<F> = Omit<FightContext<F>, "when" | "restricted"> & { when: When; restricted: boolean };

/** What a rule asks of the fight that walks the clock, from inside a turn. */
export interface FightMoves {
  abort(id: string, answer: AbortAnswer, defend: () => void): Refusal | null;
  pass(id: string): void;
  addEffect(id: string, effect: EffectEntry): void;
}

/** The parts of one fight the context a rule set sees reaches. */
export interface ContextParts<F extends FighterBase> {
  readonly runtime: RuleSetRuntime<F>;
  readonly prepared: PreparedFight<F>;
  readonly roster: Roster<F>;
  readonly log: FightLog;
  readonly source: Chance;
  readonly moves: FightMoves;
}

type Scripts = PreparedFight<FighterBase>["scripts"];

/** Of a study's scripts, those with a step in them, or null when none has: kept, as every fight of a study asks for them. */
const SCRIPTED = new WeakMap<Scripts, Scripts | null>();

/**
 * The scripts that say something: rules ask for the acting combatant's step at every choice of
 * target and of action, and in most studies nobody has one.
 */
function scriptedOnly(scripts: Scripts): Scripts | null {
  const some = [...scripts].filter(([, steps]) => steps.size > 0);
  return some.length === 0 ? null : new Map(some);
}

type Tallies = PreparedFight<FighterBase>["tallies"];

/** Of a study's tallies, those a fight begins with, by name: kept, as every fight of a study starts from them. */
const STARTING_TALLIES = new WeakMap<Tallies, ReadonlyMap<string, number>>();

function startingTallies(tallies: Tallies): ReadonlyMap<string, number> {
  return new Map(Object.entries(tallies));
}

/**
 * The world a rule set sees while it resolves a turn of one fight, made once per fight. It is
 * one literal whose moment and restriction are data fields the fight rewrites as the clock walks,
 * not getters: a literal's own getters gave every fight a hidden class of its own, through which
 * the young-generation collector kept each finished fight alive and copied it (an eighth of a
 * study). Its methods are arrows closed over the fight's parts.
 */
export function runningContext<F extends FighterBase>({ runtime, prepared, roster, log, source, moves }: ContextParts<F>): RunningContext<F> {
  const { scripts, surprised, targetings } = prepared;
  // Made for each fight: what each combatant and side goes for is this fight's alone.
  const targets = new TargetUntilReplaced(
    targetChooser(runtime, targetingOf(targetings), (count) => source.choose(count)),
    roster,
  );
  const starting = keptFor(STARTING_TALLIES, prepared.tallies, startingTallies);
  // Copied for this fight only when a rule first sets one: most fights of a study set none.
  let tallies: Map<string, number> | null = null;
  const scripted = keptFor(SCRIPTED, scripts, scriptedOnly);
  const context: RunningContext<F> = {
    when: { round: 0 },
    restricted: false,
    listening: log.listening,
    fighter: (id) => roster.fighter(id),
    fighters: () => roster.fighters,
    replace: (fighter) => roster.replace(fighter),
    roll: (request) => rollDice(request, source),
    emit: (event) => log.note(context.when, event),
    script: (id) => (scripted === null ? undefined : scripted.get(id)?.get(context.when.round)),
    target: (id) => targets.target(id, context.script(id)),
    tally: (name) => (tallies ?? starting).get(name) ?? 0,
    setTally: (name, value) => void (tallies ??= new Map(starting)).set(name, value),
    // The round first: rules ask it of everyone at every turn, and after the first it is false for all.
    unaware: (id) => context.when.round <= 1 && surprised.has(id),
    abort: (id, answer, defend) => moves.abort(id, answer, defend),
    addEffect: (id, effect) => moves.addEffect(id, effect),
    pass: (id) => moves.pass(id),
  };
  return context;
}

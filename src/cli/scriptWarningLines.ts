import type { LoadedScenario } from "../engine/scenario/loadScenario";
import type { ScriptWarning, WeaponNeed } from "../engine/script/ScriptWarning";
import type { FightWarning } from "../engine/script/FightWarning";
import { counted } from "./counted";
import type { Output } from "./Output";
import { shownFile } from "./readScenario";
import { roundWord } from "./roundWord";

const NEEDS: Readonly<Record<WeaponNeed, string>> = {
  "melee-weapon": "a melee weapon",
  "ranged-weapon": "a ranged weapon",
  "single-shot": "a weapon that fires single shots",
  "semi-auto": "a weapon that fires semi-auto bursts",
  "full-auto": "a weapon that fires full-auto bursts",
};

/** What is odd about the step, and why it matters, in a GM's words. */
function whatAndWhy(warning: ScriptWarning, name: (id: string) => string, round: string): string {
  const who = name(warning.combatant);
  switch (warning.code) {
    case "round-repeated":
      return `a second step for ${round} ${warning.round} (script[${warning.first}] is the first): the fight reads only the first, so this one never runs`;
    case "target-down":
      return `targets ${name(warning.target)}, who is down before the fight begins: the step's attacks go to another enemy, or to none`;
    case "scripted-down": {
      const steps = warning.steps === 1 ? "its script step will never run" : `none of its ${warning.steps} script steps will run`;
      return `${who} is down before the fight begins: ${steps}`;
    }
    case "surprised-first-round":
      return `${who} is surprised, and under this rule set the surprised lose their turn in round 1: this step never runs`;
    case "out-of-reach":
      return (
        `attacks ${name(warning.target)}, ${hexes(warning.distance)} away, but ${who} hits from ${hexes(warning.reach)} at most ` +
        `and the two can close at most ${hexes(warning.closing)} by the end of ${round} ${figure(warning.round)}: ` +
        "every attack of the step is refused as out of reach"
      );
    case "unfit-action": {
      const lacking = warning.weapon === null ? `${who} carries none` : `${warning.weapon}, the one ${who} would use, is not one`;
      return `${warning.action} needs ${NEEDS[warning.needs]} and ${lacking}: the fight refuses it each time the step runs`;
    }
    case "over-budget": {
      const taken = warning.after.join(", ");
      return warning.repeated
        ? `${warning.action} a second time in one turn, where an action of its kind may be taken once (after ${taken}): the fight refuses it`
        : `${warning.action} after ${taken}, which leave no room for it in the turn: the fight refuses it`;
    }
    case "surprised-defends-only": {
      const rule = "under this rule set the surprised take one defensive action at most in round 1";
      return `${who} is surprised, and ${rule}: ${warning.action}, and whatever the step lists after it, never happens`;
    }
    case "declared-fewer": {
      const declared = counted(warning.declared, "action", "actions");
      const past = counted(warning.listed - warning.declared, "action", "actions");
      return `declares ${declared} but lists ${warning.listed} that each take one: the ${past} past the declared number are refused`;
    }
  }
}

/**
 * One line a warning: the file, the step by its path and round, whose it is, what is odd and
 * why it matters. Stderr, so the log or the figures on stdout stay as they are.
 */
export function scriptWarningLines(file: string, loaded: LoadedScenario): string[] {
  const { combatants } = loaded.scenario;
  const place = new Map(combatants.map((combatant, index) => [combatant.id, index]));
  const name = (id: string): string => combatants.find((combatant) => combatant.id === id)?.name ?? id;
  const round = roundWord(loaded.scenario.ruleset);
  return loaded.ruleset.warnings(loaded.combatants, loaded.options).map((warning) => {
    const step = `combatants[${place.get(warning.combatant) ?? 0}].script[${warning.script}]`;
    return `turnwright: warning: ${shownFile(file)}: ${step} (${name(warning.combatant)}, ${round} ${warning.round}): ${whatAndWhy(warning, name, round)}`;
  });
}

const figure = (n: number): string => n.toLocaleString("en");
/** A count of hexes grouped as the other figures: a far foe is "200,000 hexes" away in every line. */
const hexes = (n: number): string => `${figure(n)} ${n === 1 ? "hex" : "hexes"}`;

/** Where in the file a whole-scenario warning points, and what it says, in a GM's words. */
function fightWords(warning: FightWarning, name: (id: string) => string, at: (id: string) => number, round: string): string {
  switch (warning.code) {
    case "side-down":
      return `combatants: the ${warning.side} side has nobody standing as the fight begins: it has lost before anyone acts`;
    case "same-name": {
      const field = `combatants[${at(warning.combatant)}].name`;
      const also = `${JSON.stringify(warning.name)} is the name of combatants[${at(warning.other)}] too`;
      return `${field}: ${also}: the log and the odds tell the two apart by nothing`;
    }
    case "turn-limit":
      return (
        `maxRounds: ${figure(warning.rounds)} ${round}s of ${figure(warning.combatants)} combatants ` +
        `come to ${warning.atLeast ? "at least" : "up to"} ${figure(warning.turns)} turns, ` +
        `more than the ${figure(warning.most)} one fight takes: a fight that gets there stops with no winner`
      );
    case "never-meet":
      return (
        `combatants: no two enemies can come within reach of each other by the end of ${round} ${figure(warning.rounds)}: ` +
        `the nearest, ${name(warning.first)} and ${name(warning.second)}, are ${hexes(warning.distance)} apart, ` +
        `hit from ${hexes(warning.reach)} at most and can close ${figure(warning.closing)} of the gap at most: every fight ends with no winner`
      );
    case "cannot-pay": {
      const field = `combatants[${at(warning.combatant)}].actor.actionPoints`;
      const short = `${name(warning.combatant)} has ${warning.points} AP at most, and an attack with ${warning.weapon} costs ${warning.cost}`;
      return `${field}: ${short}: unscripted, it passes every round and never attacks`;
    }
  }
}

/** One line a warning about the scenario as a whole: the file, the field it is about, what is odd and why it matters. */
export function fightWarningLines(file: string, loaded: LoadedScenario): string[] {
  const { combatants } = loaded.scenario;
  const name = (id: string): string => combatants.find((combatant) => combatant.id === id)?.name ?? id;
  const at = (id: string): number => combatants.findIndex((combatant) => combatant.id === id);
  const round = roundWord(loaded.scenario.ruleset);
  return loaded.ruleset
    .fightWarnings(loaded.combatants, loaded.scenario.maxRounds, loaded.options)
    .map((warning) => `turnwright: warning: ${shownFile(file)}: ${fightWords(warning, name, at, round)}`);
}

/** Warns on stderr of what a scenario holds that is legal but likely a mistake, its scripts' and the whole's; the command goes on, and exits 0. */
export function warnOfScripts(file: string, loaded: LoadedScenario, output: Output): void {
  for (const line of [...scriptWarningLines(file, loaded), ...fightWarningLines(file, loaded)]) output.err(line);
}

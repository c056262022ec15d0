import english from "../../lang/en.json";
import type { EventWords } from "../engine/EventWords";
import type {
  AttackEvent,
  CombatEndEvent,
  CombatEvent,
  CombatStartEvent,
  DamageAdjustment,
  DamageEvent,
  DefenseEvent,
  HexPosition,
  MoveEvent,
  ResourceEvent,
  RollEvent,
  RollPart,
  RoundStartEvent,
  StepStartEvent,
} from "../engine/events";
import { dictionaryTranslator } from "../engine/text/dictionaryTranslator";
import { renderText, type LocalText } from "../engine/text/LocalText";
import { TARGETINGS, type TargetReason } from "../engine/script/Targeting";
import { ruleSetById } from "../rulesets/registry";
import { counted } from "./counted";
import { MOST_TURNS } from "../engine/script/FightWarning";
import { roundWord } from "./roundWord";

/** The values a resource's sentence is said with. */
export interface ResourceValues {
  readonly name: string;
  readonly use: string;
  readonly remaining: string;
}

/** The values a rule set's own damage sentence is said with. */
export interface DamageValues {
  readonly target: string;
  readonly amount: string;
  readonly raw: string;
  /** The steps from the roll to the damage, each after a comma (", +1 damage bonus"); empty when there are none. */
  readonly adjustments: string;
  /** What the blow takes from a second track, where the rule set keeps two (`body`); empty otherwise. */
  readonly body: string;
  readonly soak: string;
  readonly result: string;
}

type Worded = "actions" | "locations" | "conditions" | "kinds" | "purposes" | "uses" | "results" | "attributes" | "parties" | "adjustments";

/**
 * What a log line needs beyond its event: each combatant's name by id, the word for a round in
 * the fight's shape of time (a Turn where a round is made of Phases), and the rule set's words
 * for the ids its events carry (see EventWords), each resource's as a sentence to fill in. An
 * id without a word is printed as it is.
 */
export interface LogWords extends Readonly<Record<Worded, ReadonlyMap<string, string>>> {
  readonly names: ReadonlyMap<string, string>;
  readonly round: "round" | "Turn";
  /** A round is made of Phases or passes, each of which says who acts in it: the round's own line lists nobody. */
  readonly stepped: boolean;
  readonly resources: ReadonlyMap<string, (values: ResourceValues) => string>;
  /** The rule set's own sentence for a damage line, where it has one. */
  readonly damage: ((values: DamageValues) => string) | null;
}

const NONE: ReadonlyMap<string, never> = new Map<string, never>();

const BY_ID: LogWords = {
  names: NONE,
  round: "round",
  stepped: false,
  actions: NONE,
  locations: NONE,
  conditions: NONE,
  kinds: NONE,
  purposes: NONE,
  uses: NONE,
  results: NONE,
  attributes: NONE,
  parties: NONE,
  adjustments: NONE,
  resources: NONE,
  damage: null,
};

/** The CLI speaks English: the words are read from the lang file Foundry reads, bundled into the CLI. */
const ENGLISH = dictionaryTranslator(english);

/**
 * A rule set's words in English, by id. Read once, when a log's fight begins: the fight loop
 * never looks a word up, and a fight nobody logs reads none.
 */
export function englishWords(words: EventWords): Omit<LogWords, "names" | "round" | "stepped"> {
  const read = (texts: Readonly<Record<string, LocalText | undefined>>): ReadonlyMap<string, string> =>
    new Map(Object.entries(texts).flatMap(([id, text]) => (text === undefined ? [] : [[id, renderText(text, ENGLISH)] as const])));
  // Read with its own format values only: the English translator keeps the `{name}`, `{use}`
  // and the like for the line to fill, so a combatant's name is never read as a key.
  const sentence = <V extends object>(text: LocalText): ((values: V) => string) => {
    const english = renderText(text, ENGLISH);
    return (values) =>
      english.replace(/\{(\w+)\}/g, (whole, value: string) => {
        const filled: unknown = Reflect.get(values, value);
        return typeof filled === "string" ? filled : whole;
      });
  };
  return {
    actions: read(words.actions),
    locations: read(words.locations),
    conditions: read(words.conditions),
    kinds: read(words.kinds),
    purposes: read(words.purposes),
    uses: read(words.uses),
    results: read(words.results),
    attributes: read(words.attributes),
    parties: read(words.parties),
    adjustments: read(words.adjustments),
    resources: new Map(Object.entries(words.resources).map(([id, text]) => [id, sentence<ResourceValues>(text)])),
    damage: words.damage === null ? null : sentence<DamageValues>(words.damage),
  };
}

function at(event: CombatEvent): string {
  const parts = [`R${event.round}`];
  if (event.phase !== undefined) parts.push(`P${event.phase}`);
  if (event.segment !== undefined) parts.push(`S${event.segment}`);
  if (event.pass !== undefined) parts.push(`pass ${event.pass}`);
  return parts.join(" ").padEnd(6);
}

/**
 * A fight's log lines, in order: the opening event names the combatants and the rule set, and
 * every later line calls a combatant by its name, as the table does.
 */
export function logLines(): (event: CombatEvent) => string {
  let words = BY_ID;
  return (event) => {
    if (event.type === "combat-start") {
      const ruleset = ruleSetById(event.ruleset);
      const kind = ruleset?.play.combat.clock.round.kind ?? "turns";
      words = {
        ...(ruleset === undefined ? BY_ID : englishWords(ruleset.eventWords)),
        names: new Map(event.combatants.map((c) => [c.id, c.name])),
        round: roundWord(event.ruleset),
        stepped: kind !== "turns",
      };
    }
    return formatEvent(event, words);
  };
}

/** A hex as a scenario gives it, axial q then r. */
function hex(at: HexPosition): string {
  return `hex (${at.q}, ${at.r})`;
}

/** The tracker's words for a step of a round, as its header shows them. */
const STEP_KEYS: Readonly<Record<StepStartEvent["step"], string>> = {
  phase: "TURNWRIGHT.Combat.Time.Phase",
  surprise: "TURNWRIGHT.Combat.Time.Surprise",
  pass: "TURNWRIGHT.Combat.Time.Pass",
};

/** Why an unscripted attack went at its target, read once: "at random", "the nearest". */
const REASONS: ReadonlyMap<TargetReason, string> = new Map(
  [...TARGETINGS, "focus-unreachable" as const].map((reason) => [reason, ENGLISH.localize(`TURNWRIGHT.Targeting.Reason.${reason}`)]),
);

/** Who takes a turn, in order; said plainly when nobody does. */
function turnOrder(ids: readonly string[], name: (id: string) => string): string {
  return ids.length === 0 ? "nobody can act" : ids.map(name).join(" > ");
}

/**
 * One step from the damage rolled to the damage taken, its figure first: "×2 natural 20",
 * "÷2 rolled with the punch", "-2 armour", "at least 1: a hit always hurts".
 */
function adjustment(step: DamageAdjustment, why: string): string {
  switch (step.op) {
    case "times":
      return `×${step.by} ${why}`;
    case "divided":
      return `÷${step.by} ${why}`;
    case "plus":
      return `+${step.by} ${why}`;
    case "less":
      return `-${step.by} ${why}`;
    case "atLeast":
      return `at least ${step.by}: ${why}`;
  }
}

/** Each part after the first, its sign before it: " +5 OCV -2 fatigue". */
function laterParts(parts: readonly RollPart[], why: (id: string) => string): string {
  // A part that adds nothing says nothing.
  return parts.map((part) => (part.by === 0 ? "" : ` ${part.by < 0 ? "-" : "+"}${Math.abs(part.by)}${said(part.why, why)}`)).join("");
}

/** A part's why, after a space; nothing for a bare number. */
function said(id: string, why: (id: string) => string): string {
  return id === "" ? "" : ` ${why(id)}`;
}

/** What a target is made of, in brackets: "(10 +5 DCV)", "(45 Ballistic Skill +10 aim)"; nothing where it is the one number. */
function makeup(parts: readonly RollPart[] | undefined, why: (id: string) => string): string {
  const [first, ...rest] = parts ?? [];
  if (first === undefined || (rest.length === 0 && first.why === "")) return "";
  return ` (${first.by}${said(first.why, why)}${laterParts(rest, why)})`;
}

/** A difficulty and what it is made of: "10 passive defence", "15: 10 passive defence +5 cover". */
function difficultyWords(difficulty: number, parts: readonly RollPart[], why: (id: string) => string): string {
  const [first, ...rest] = parts;
  if (first === undefined) return String(difficulty);
  if (rest.length === 0 && first.by === difficulty) return `${difficulty}${said(first.why, why)}`;
  return `${difficulty}: ${first.by}${said(first.why, why)}${laterParts(rest, why)}`;
}

/** A die and what it came to: "(13 +8 Heavy Blades = 21)", or "(13 → 21)" where the parts are not known, "(8)" where nothing was added. */
function figure(roll: number | undefined, total: number | undefined, added: readonly RollPart[] | undefined, why: (id: string) => string): string {
  if (total === undefined) return "";
  if (roll === undefined || roll === total)
    return added === undefined || added.length === 0 ? ` (${total})` : ` (${roll ?? total}${laterParts(added, why)} = ${total})`;
  return added === undefined ? ` (${roll} → ${total})` : ` (${roll}${laterParts(added, why)} = ${total})`;
}

/** A defence's own figure: its die and total where it rolls one against the attack, the defence in force where it sets a difficulty. */
function defenceFigure(event: DefenseEvent, why: (id: string) => string): string {
  if (event.total === undefined) return "";
  if (event.roll !== undefined) return figure(event.roll, event.total, event.added, why);
  return ` (${event.full === true ? "full " : ""}defence ${event.total})`;
}

/** Why a defence weighed against the attack held or failed: the two figures, and the rule where it is not plain. */
function weighing(event: DefenseEvent): string {
  const weighed = event.weighed;
  if (weighed === undefined) return "";
  const { by, attack, defence } = weighed;
  if (!event.success) return `: the attack's ${by} ${attack} beats its ${defence} (the higher ${by} wins)`;
  return defence === attack
    ? `: its ${by} ${defence} holds against the attack's ${attack} (an equal ${by} holds)`
    : `: its ${by} ${defence} beats the attack's ${attack}`;
}

/** Why a move got less far than its movement allows, where nothing it provoked stopped it. */
function stopped(event: MoveEvent, name: (id: string) => string): string {
  if (event.stopped === "immobile") return ": its combat movement is 0";
  if (event.stopped !== "blocked") return "";
  const by = event.blockedBy ?? [];
  if (by.length === 0) return ": no free way leads nearer";
  return `: ${by.map(name).join(" and ")} ${by.length === 1 ? "stands" : "stand"} in the way, and no way round is free`;
}

/** Why the fight stopped, in words: a side won, nobody is left, or the round limit came first. */
function ending(event: CombatEndEvent, round: LogWords["round"]): string {
  const rounds = counted(event.rounds, round);
  switch (event.reason) {
    case "max-rounds":
      return `combat ends: no winner after ${rounds}, the scenario's limit`;
    case "turn-limit":
      return `combat ends: no winner after ${rounds}: the fight took ${MOST_TURNS.toLocaleString("en")} turns, the most one fight may take`;
    case "stalemate":
      return `combat ends after ${rounds}: no winner, nobody left who can act`;
    case "victory":
      // A side is named by its label, which may be one word or a plural: "the raiders side" agrees with either.
      return event.winner === null ? `combat ends after ${rounds}: nobody is left standing` : `combat ends after ${rounds}: the ${event.winner} side wins`;
  }
}

/** How a line says each id of its event: by the rule set's word for it, else as it is. */
interface Saying {
  readonly words: LogWords;
  /** A combatant by its name, a party to a rule (the GM) by its word. */
  name(id: string): string;
  action(id: string): string;
  location(id: string): string;
  /** What a roll is for: its word as a purpose, else as an action. */
  purpose(id: string): string;
  result(id: string): string;
  /** Why a number was added to a roll or makes up a target: the rule set's word for it, else an action's, else the id as it is (a weapon's name). */
  why(id: string): string;
}

function saying(words: LogWords): Saying {
  const action = (id: string): string => words.actions.get(id) ?? id;
  return {
    words,
    name: (id) => words.names.get(id) ?? words.parties.get(id) ?? id,
    action,
    location: (id) => words.locations.get(id) ?? id,
    purpose: (id) => words.purposes.get(id) ?? action(id),
    result: (id) => words.results.get(id) ?? id,
    why: (id) => words.adjustments.get(id) ?? words.actions.get(id) ?? id,
  };
}

/** Each event by its type. */
type EventOfType = { [E in CombatEvent as E["type"]]: E };

/** What follows a line's time, for each type of event. */
type Lines = { readonly [T in keyof EventOfType]: (event: EventOfType[T], say: Saying) => string };

// A line's indent after its time says what it tells: the fight's own steps none, what a
// combatant does in its turn a little, and what came of it (rolls, blows, damage) more.
const TURN = " ";
const DOES = "   ";
const CAME = "     ";

/** A combatant as the opening line lists it: its name, side, hex on a map and surprise. */
function entrant(c: CombatStartEvent["combatants"][number]): string {
  return `${c.name} [${c.side}]${c.at === undefined ? "" : ` at ${hex(c.at)}`}${c.surprised ? " surprised" : ""}`;
}

/** A round's opening line: its order, without those who sit it out, and the groups acting together where ties act at once. */
function roundBegins(event: RoundStartEvent, say: Saying): string {
  const { words } = say;
  if (words.stepped) return `${TURN}${words.round} ${event.round} begins`;
  const out = new Set(event.out);
  const acting = (ids: readonly string[]): string[] => ids.filter((id) => !out.has(id));
  const together = (event.together ?? []).map(acting).filter((group) => group.length > 1);
  const groups = together.map((group) => `; together: ${group.map(say.name).join(" = ")}`).join("");
  return `${TURN}${words.round} ${event.round} begins: ${turnOrder(acting(event.order), say.name)}${groups}`;
}

/** A roll: its purpose, dice, Wild Die, what was added, and the verdict against its target. */
function rolls(event: RollEvent, say: Saying): string {
  const against = event.target === undefined ? "" : ` vs ${event.target}${makeup(event.against, say.why)}`;
  const degrees = event.degrees === undefined ? "" : ` (${event.degrees} ${event.success === true ? "DoS" : "DoF"})`;
  const verdict = event.success === undefined ? "" : ` ${event.success ? "success" : "failure"}${degrees}`;
  const code = event.code === undefined ? "" : ` ${event.code}`;
  // A Character Point's die and bare pips throw no Wild Die: an empty one is not said.
  const wild =
    event.wild === undefined || event.wild.length === 0 ? "" : ` wild [${event.wild.join(", ")}]${event.complication === true ? " complication" : ""}`;
  const dice = `[${event.dice.join(", ")}]${wild}${laterParts(event.added ?? [], say.why)}`;
  return `${CAME}${say.name(event.combatant)} rolls ${say.purpose(event.purpose)}${code}: ${dice} = ${event.total}${against}${verdict}`;
}

/** A blow or shot: what it reached against what, hit or miss, the weapon, why this target, and the hits and where they landed. */
function attacks(event: AttackEvent, say: Saying): string {
  // A die with nothing added is said once: "(8)", not "(8 → 8)"; a difficulty set apart from the roll line after it.
  const reached = figure(event.roll, event.total, event.added, say.why);
  const shown =
    event.difficulty === undefined || event.total === undefined
      ? reached
      : ` (${event.total} vs ${difficultyWords(event.difficulty, event.against ?? [], say.why)})`;
  const chose = event.chosen === undefined ? "" : `, ${REASONS.get(event.chosen) ?? event.chosen}`;
  const where = event.location === undefined ? "" : ` on the ${say.location(event.location)}`;
  const landed = event.hit && event.hits !== undefined ? ` (${counted(event.hits, "hit")}${where})` : "";
  // The weapon the blow or shot was made with, as the rule set chose it (phases-3d6: its first melee weapon, else its first ranged one).
  const weapon = event.weapon === undefined ? "" : event.weapon.toLowerCase() === "unarmed" ? " unarmed" : ` with ${event.weapon}`;
  return `${CAME}${say.name(event.attacker)}${shown} ${event.hit ? "hits" : "misses"} ${say.name(event.target)}${weapon}${chose}${landed}`;
}

/** Damage: in the rule set's own sentence where it has one, else what was taken where, from what roll, and what came of it. */
function damages(event: DamageEvent, say: Saying): string {
  const { words } = say;
  const steps = (event.adjustments ?? []).map((step) => `, ${adjustment(step, words.adjustments.get(step.why) ?? step.why)}`).join("");
  if (words.damage !== null) {
    const values = {
      target: say.name(event.target),
      amount: String(event.amount),
      raw: String(event.raw ?? event.amount),
      adjustments: steps,
      body: String(event.body ?? ""),
      soak: String(event.soak ?? 0),
      result: say.result(event.result),
    };
    return `${CAME}${words.damage(values)}`;
  }
  const where = event.location === undefined ? "" : ` to the ${say.location(event.location)}`;
  const rolled = event.raw === undefined ? "" : ` (rolled ${event.raw}${steps})`;
  return `${CAME}${say.name(event.target)} takes ${event.amount}${where}${rolled}: ${say.result(event.result)}`;
}

/** A resource spent or refilled: in the rule set's sentence for it, else by its id. */
function spends(event: ResourceEvent, say: Saying): string {
  const sentence = say.words.resources.get(event.resource);
  const remaining = event.remaining === undefined ? undefined : String(event.remaining);
  if (sentence === undefined)
    return `${CAME}${say.name(event.combatant)} ${event.resource}: ${event.use}${remaining === undefined ? "" : ` (now ${remaining})`}`;
  return `${CAME}${sentence({ name: say.name(event.combatant), use: say.words.uses.get(event.use) ?? say.purpose(event.use), remaining: remaining ?? "?" })}`;
}

/** One line for each type of event, after the time it happened at. */
const LINES: Lines = {
  "combat-start": (event) => `${TURN}combat begins (${event.ruleset}): ${event.combatants.map(entrant).join(", ")}`,
  initiative: (event, say) => {
    const dice =
      event.dice.length === 0 ? "" : ` (${event.dice.length === 1 ? "die" : "dice"} ${event.dice.join(", ")}${laterParts(event.added ?? [], say.why)})`;
    return `${TURN}${say.name(event.combatant)} initiative ${event.total}${dice}${event.note === undefined ? "" : `; ${event.note}`}`;
  },
  "round-start": roundBegins,
  "step-start": (event, say) => {
    const step = ENGLISH.format(STEP_KEYS[event.step], { round: String(event.round), phase: String(event.phase ?? 0), pass: String(event.pass ?? 0) });
    return `${TURN}${step}: ${turnOrder(event.order, say.name)}`;
  },
  "turn-start": (event, say) => `${TURN}${say.name(event.combatant)}'s turn`,
  declare: (event, say) => {
    const penalty = event.penalty === 0 ? "" : ` (-${event.penalty}D on every roll)`;
    return `${DOES}${say.name(event.combatant)} declares ${event.actions} action${event.actions === 1 ? "" : "s"}${penalty}`;
  },
  action: (event, say) => {
    const target = event.target === undefined ? "" : ` -> ${say.name(event.target)}`;
    const cost = event.cost === undefined ? "" : ` for ${event.cost} AP, ${event.apLeft ?? 0} left`;
    return `${DOES}${say.name(event.combatant)}: ${say.action(event.action)} (${say.words.kinds.get(event.kind) ?? event.kind})${target}${cost}`;
  },
  move: (event, say) => {
    const stays = event.from.q === event.to.q && event.from.r === event.to.r;
    const went = stays ? `stays at ${hex(event.to)}` : `moves from ${hex(event.from)} to ${hex(event.to)}`;
    return `${CAME}${say.name(event.combatant)} ${went}${stopped(event, say.name)}`;
  },
  abort: (event, say) => {
    const step = event.phase === undefined ? "round" : "Phase";
    const cost = event.forfeits === "this-step" ? `its action later this ${step}` : `its action in the next ${step}`;
    return `${DOES}${say.name(event.combatant)}: aborts to ${say.action(event.action)} against ${say.name(event.attacker)}, giving up ${cost}`;
  },
  roll: rolls,
  attack: attacks,
  defense: (event, say) => {
    const stops = event.negated === undefined ? "stops the attack" : `stops ${counted(event.negated, "hit")}`;
    const defence = `${say.name(event.defender)}'s ${say.action(event.reaction)}${defenceFigure(event, say.why)}`;
    return `${CAME}${defence} ${event.success ? stops : "fails"}${weighing(event)}`;
  },
  damage: damages,
  resource: spends,
  condition: (event, say) => {
    const condition = say.words.conditions.get(event.condition) ?? event.condition;
    return `${CAME}${say.name(event.combatant)} ${event.active ? "is now" : "is no longer"} ${condition}`;
  },
  "effect-end": (event, say) => `${TURN}${ENGLISH.format("TURNWRIGHT.Effect.Ended", { name: say.name(event.combatant), effect: event.effect })}`,
  refused: (event, say) => `${DOES}${say.name(event.combatant)}: ${say.action(event.action)} refused: ${event.reason}`,
  "turn-end": (event, say) => `${TURN}${say.name(event.combatant)}'s turn ends`,
  "post-turn": (event) => `${TURN}${ENGLISH.format("TURNWRIGHT.Combat.Report.PostTurn", { round: String(event.round) })}`,
  "round-end": (event, say) => {
    const passed = event.elapsed;
    const time = passed === undefined ? "" : ` (${passed.seconds} s: ${counted(passed.segments, "segment")}, ${counted(passed.turns, "turn")})`;
    return `${TURN}${say.words.round} ${event.round} ends${time}`;
  },
  botch: (event, say) => {
    const lasting = event.duration === undefined ? "" : ` for ${counted(event.duration, "round")}`;
    return `${CAME}${say.name(event.combatant)} botches (paid by ${say.name(event.paidBy)}): table ${event.table}, ${say.result(event.result)}${lasting}`;
  },
  injury: (event, say) => {
    const attribute = say.words.attributes.get(event.attribute) ?? event.attribute;
    return `${CAME}${say.name(event.combatant)}'s ${attribute} drops from ${event.from} to ${event.to === "none" ? "nothing" : event.to}`;
  },
  "combat-end": (event, say) => `${TURN}${ending(event, say.words.round)}`,
};

/** The line of an event of type `type`, read from the table. */
function lineOf<T extends keyof EventOfType>(type: T, event: EventOfType[T], say: Saying): string {
  const line: Lines[T] = LINES[type];
  return line(event, say);
}

/** One log line a person reads; `--json` prints the event itself instead. Without words, combatants go by their ids. */
export function formatEvent(event: CombatEvent, words: LogWords = BY_ID): string {
  return `${at(event)}${lineOf(event.type, event, saying(words))}`;
}

import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import { allow, refuse, type Outcome } from "../Refusal";
import type { ActorChange, ActorSnapshot } from "./ActorSnapshot";
import { gm, ownerOrGm } from "./cardButtons";
import type { ButtonPress, CardButton } from "./ButtonPress";
import type { CardState, CardTransition } from "./CardRules";
import type { CardButtonView, CardView } from "./CardView";
import { ADJUST_STEPS, controlId, readControl, type DamageControl, type DefenderChoice } from "./damageControls";
import {
  adjusted,
  MOST_ADJUST_STEPS,
  MOST_TYPED_DAMAGE,
  readDamageRecord,
  stepSigns,
  storedDamageRecord,
  storedWords,
  typedDamage,
  type DamageRecord,
  type DamageStep,
  type Dealt,
  type Field,
  type Paths,
} from "./damageRecord";
import { text, type LocalText } from "../text/LocalText";
import { fieldAt, storedFields, storedMark } from "./storedWrite";
import type { RuleEffect } from "../effects/RuleEffect";

type Fields = Paths;

/** The GM's adjustment, worked on what gets through to one defender. */
export type Adjust = (amount: number) => number;

/**
 * What one defender takes of a card's damage: the fields it changes, as they are and as it leaves
 * them, the effects with a duration it leaves on the defender (a stun), and words for it.
 */
export interface Dealing {
  readonly before: Fields;
  readonly after: Fields;
  readonly effects?: readonly RuleEffect[];
  readonly lines: readonly LocalText[];
}

/**
 * A rule set's damage card, as the generic damage controls reach it: the card's damage on any one
 * defender, through that defender's armour, soak, resistance and whatever else the rules take
 * off, with the GM's adjustment (`adjust`) worked on what then gets through. Target, selected and
 * targeted tokens are only a choice of defenders for this one rule.
 */
export interface DamageDealing<D> {
  /**
   * The defender's own dice for taking the hit (a resistance roll, the tests a wound calls for),
   * which the GM's game throws when the damage is dealt; none where the rules roll nothing.
   */
  dice?(data: D, defender: ActorSnapshot, adjust: Adjust): Outcome<readonly DiceRequest[]>;
  /** The hit on one defender, its own dice (those `dice` asked for it, in order) thrown. */
  deal(data: D, defender: ActorSnapshot, adjust: Adjust, thrown: readonly DiceOutcome[]): Outcome<Dealing>;
  /** A card from before the record: its target took the damage through the rule set's own Apply. */
  tookItBefore?(data: D): boolean;
}

/** A damage card names its attacker first and its target second, as every card names its roller and then its targets. */
const attackerOf = (card: CardState): string => card.actors[0] ?? "";
const targetOf = (card: CardState): string => card.actors[1] ?? "";

/** The actors a card's damage went to, by ref; none on a card that has dealt none (or whose record is unreadable). */
export function dealtTo(card: CardState): readonly string[] {
  const record = readDamageRecord(card);
  return record.ok ? [...new Set(record.value.dealt.map((entry) => entry.ref))] : [];
}

function liveEntry(record: DamageRecord, ref: string): Dealt | undefined {
  return record.dealt.find((entry) => entry.ref === ref && !entry.undone);
}

function withRecord(card: CardState, record: DamageRecord): CardState {
  return { ...card, damage: storedDamageRecord(record) };
}

/** The defenders a deal points at, once each (two tokens of one actor are one); refused whole when one has the damage already. */
function defendersOf<D>(
  dealing: DamageDealing<D>,
  data: D,
  record: DamageRecord,
  input: ButtonPress<D>,
  to: DefenderChoice,
): Outcome<readonly ActorSnapshot[]> {
  const found = to === "target" ? input.actors[targetOf(input.card)] : undefined;
  if (to === "target" && found === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
  const pointed = found === undefined ? input.defenders : [found];
  const defenders = pointed.filter((defender, index) => pointed.findIndex((other) => other.ref === defender.ref) === index);
  if (defenders.length === 0)
    return refuse(to === "selected" ? "no-selected-tokens" : "no-targeted-tokens", "Point at a token first: nobody was chosen to take the damage", {});
  for (const defender of defenders) {
    const tookIt = liveEntry(record, defender.ref) !== undefined || (defender.ref === targetOf(input.card) && dealing.tookItBefore?.(data) === true);
    if (tookIt) return refuse("damage-dealt-already", `${defender.name} has taken this card's damage already`, { name: defender.name });
  }
  return allow(defenders);
}

/** Each defender's own dice for taking the hit, one defender after another in the order they were pointed at. */
function dealDice<D>(
  dealing: DamageDealing<D>,
  data: D,
  record: DamageRecord,
  input: ButtonPress<D>,
  to: DefenderChoice,
): Outcome<readonly (readonly DiceRequest[])[]> {
  const defenders = defendersOf(dealing, data, record, input, to);
  if (!defenders.ok) return defenders;
  const asked: (readonly DiceRequest[])[] = [];
  for (const defender of defenders.value) {
    const own = dealing.dice?.(data, defender, (amount) => adjusted(record.steps, amount)) ?? allow([]);
    if (!own.ok) return own;
    asked.push(own.value);
  }
  return allow(asked);
}

/** The card's damage on each defender, once each, with the dice each defender threw; a defender that has it already refuses the whole press. */
function deal<D>(
  dealing: DamageDealing<D>,
  data: D,
  record: DamageRecord,
  input: ButtonPress<D>,
  to: DefenderChoice,
  outcomes: readonly DiceOutcome[],
): Outcome<CardTransition> {
  const defenders = defendersOf(dealing, data, record, input, to);
  if (!defenders.ok) return defenders;
  const asked = dealDice(dealing, data, record, input, to);
  if (!asked.ok) return asked;
  if (asked.value.flat().length !== outcomes.length) return refuse("dice-missing", "The dice for this roll are missing", {});
  const entries: Dealt[] = [];
  const changes: ActorChange[] = [];
  let next = 0;
  for (const [index, defender] of defenders.value.entries()) {
    const count = asked.value[index]?.length ?? 0;
    const own = outcomes.slice(next, next + count);
    next += count;
    const dealt = dealing.deal(data, defender, (amount) => adjusted(record.steps, amount), own);
    if (!dealt.ok) return dealt;
    const before: Record<string, Field> = {};
    const after: Record<string, Field> = {};
    // What is stored, not what an effect in force makes of it: the write moves the stored value by
    // what the rules took off the one they read, and an undo writes the stored value back.
    const written = storedFields(defender, dealt.value.after);
    for (const [path, value] of Object.entries(written)) {
      const stored = fieldAt(defender.source ?? defender.system, path) ?? dealt.value.before[path];
      if (stored === undefined || stored === value) continue;
      before[path] = stored;
      after[path] = value;
    }
    const at = record.dealt.length + entries.length;
    const effects = (dealt.value.effects ?? []).map((effect, n) => ({ tag: `dealt-${at}-${n}`, effect }));
    const tags = effects.map((placed) => placed.tag);
    entries.push({
      ref: defender.ref,
      name: defender.name,
      before,
      after,
      lines: storedWords(dealt.value.lines),
      undone: false,
      ...(tags.length > 0 ? { effects: tags } : {}),
    });
    if (Object.keys(after).length > 0 || effects.length > 0)
      changes.push({ actor: defender.ref, system: after, ...storedMark(defender), ...(effects.length > 0 ? { effects } : {}) });
  }
  return allow({ card: withRecord(input.card, { ...record, dealt: [...record.dealt, ...entries] }), spawn: [], changes });
}

/**
 * One application taken back: its fields written back as they were, while the actor still holds
 * what it left, and the effects it put on taken off (one already gone is not looked for).
 */
function undo<D>(record: DamageRecord, input: ButtonPress<D>, index: number): Outcome<CardTransition> {
  const entry = record.dealt[index];
  if (entry === undefined) return refuse("damage-entry-missing", "This card has no such application of its damage", {});
  if (entry.undone) return refuse("damage-undone-already", `${entry.name}'s damage from this card was undone already`, { name: entry.name });
  const defender = input.actors[entry.ref];
  if (defender === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
  // Later damage, healing or a hand on the sheet would be wiped out by writing the old values back.
  const changed = Object.entries(entry.after).find(([path, value]) => fieldAt(defender.source ?? defender.system, path) !== value);
  if (changed !== undefined)
    return refuse("damage-changed-since", `${entry.name} has changed since this damage was applied (${changed[0]}), so it was not undone`, {
      name: entry.name,
      field: changed[0],
    });
  const dealt = record.dealt.map((other, at) => (at === index ? { ...other, undone: true } : other));
  const ended = entry.effects ?? [];
  const changes: ActorChange[] =
    Object.keys(entry.before).length === 0 && ended.length === 0
      ? []
      : [{ actor: entry.ref, system: entry.before, ...storedMark(defender), ...(ended.length > 0 ? { endEffects: ended } : {}) }];
  return allow({ card: withRecord(input.card, { ...record, dealt }), spawn: [], changes });
}

/** A damage control pressed on a card of this kind: the card after it, with its record, and one change per actor it writes. */
function control<D>(dealing: DamageDealing<D>, press: ButtonPress<D>, outcomes: readonly DiceOutcome[]): Outcome<CardTransition> {
  const pressed = readControl(press.button);
  if (pressed === null) return refuse("unknown-button", `This card has no button ${press.button}`, { button: press.button });
  const record = readDamageRecord(press.card);
  if (!record.ok) return record;
  switch (pressed.op) {
    case "deal":
      return deal(dealing, press.data, record.value, press, pressed.to, outcomes);
    case "undo":
      return undo(record.value, press, pressed.entry);
    case "adjust": {
      if (pressed.step === "reset") return allow({ card: withRecord(press.card, { ...record.value, steps: [] }), spawn: [], changes: [] });
      if (record.value.steps.length >= MOST_ADJUST_STEPS)
        return refuse("adjust-full", "The damage has been adjusted as far as a card keeps: reset the adjustment first", { most: MOST_ADJUST_STEPS });
      const typed = pressed.step === "set" ? typedDamage(press.amount) : allow(0);
      if (!typed.ok) return typed;
      const step: DamageStep = pressed.step === "set" ? { set: typed.value } : pressed.step;
      return allow({ card: withRecord(press.card, { ...record.value, steps: [...record.value.steps, step] }), spawn: [], changes: [] });
    }
  }
}

/**
 * The damage controls as a kind's buttons, by verb: `deal`, `adjust`, `undo`. They are never
 * recorded as used (a GM may adjust twice); what the record holds refuses a deal to a defender
 * that has the damage, or an undo of what was undone.
 */
export function damageButtons<D>(dealing: DamageDealing<D>): Readonly<Record<string, CardButton<D>>> {
  const button: CardButton<D> = {
    // Only a deal throws dice: each defender's own, as its rules ask, by the GM's game.
    dice(press) {
      const pressed = readControl(press.button);
      if (pressed?.op !== "deal") return allow([]);
      // A presser's own game asks before it sends the tokens it points at: the GM's game answers for them.
      if (pressed.to !== "target" && press.defenders.length === 0) return allow([]);
      const record = readDamageRecord(press.card);
      if (!record.ok) return record;
      const asked = dealDice(dealing, press.data, record.value, press, pressed.to);
      return asked.ok ? allow(asked.value.flat()) : asked;
    },
    resolve: (press, outcomes) => control(dealing, press, outcomes),
  };
  return { deal: button, adjust: button, undo: button };
}

const K = "TURNWRIGHT.Damage";

function button(
  control: DamageControl,
  label: LocalText,
  audience: CardButtonView["audience"],
  used: boolean,
  tone: CardButtonView["tone"] = "plain",
): CardButtonView {
  return { id: controlId(control), label, audience, used, tone };
}

/**
 * A damage card's view with its damage controls: the rule set's own view, then what the record
 * says (the GM's adjustment, each application and whether it was undone), then the buttons. Its
 * target's owner (or the GM) deals it to the target; the attacker's owner (or the GM) to the
 * tokens they target; the GM alone to the tokens the GM has selected, adjusts it and undoes it.
 */
export function withDamageControls<D>(dealing: DamageDealing<D>, data: D, card: CardState, view: CardView): CardView {
  const read = readDamageRecord(card);
  if (!read.ok) return view;
  const record = read.value;
  const target = targetOf(card);
  const lines: LocalText[] = [];
  if (record.steps.length > 0) lines.push(text(`${K}.Adjusted`, { steps: stepSigns(record.steps) }));
  for (const entry of record.dealt) {
    lines.push(...entry.lines);
    if (entry.undone) lines.push(text(`${K}.Undone`, { name: entry.name }));
  }
  const targetHasIt = dealing.tookItBefore?.(data) === true || liveEntry(record, target) !== undefined;
  const buttons: CardButtonView[] = [
    // Marked as the card's damage step: what a module's `applyDamage` presses (docs/api.md).
    { ...button({ op: "deal", to: "target" }, text(`${K}.Button.target`), ownerOrGm(target), targetHasIt, "primary"), damage: true },
    button({ op: "deal", to: "selected" }, text(`${K}.Button.selected`), gm(), false),
    button({ op: "deal", to: "targeted" }, text(`${K}.Button.targeted`), ownerOrGm(attackerOf(card)), false),
    ...ADJUST_STEPS.map((step) => button({ op: "adjust", step }, text(`${K}.Button.${step}`), gm(), false)),
    { ...button({ op: "adjust", step: "set" }, text(`${K}.Button.set`), gm(), false), amount: { label: text(`${K}.Field.amount`), most: MOST_TYPED_DAMAGE } },
    ...(record.steps.length > 0 ? [button({ op: "adjust", step: "reset" }, text(`${K}.Button.reset`), gm(), false)] : []),
    ...record.dealt.map((entry, entryIndex) => button({ op: "undo", entry: entryIndex }, text(`${K}.Button.undo`, { name: entry.name }), gm(), entry.undone)),
  ];
  return { ...view, lines: [...view.lines, ...lines], buttons: [...view.buttons, ...buttons] };
}

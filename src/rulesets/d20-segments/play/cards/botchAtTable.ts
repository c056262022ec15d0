import { type Static } from "@sinclair/typebox";
import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import { damageDice } from "../../../../engine/dice/damageDice";
import type { PlacedEffect } from "../../../../engine/effects/RuleEffect";
import type { ActorChange, ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { gm, owner, type Offer } from "../../../../engine/play/cardButtons";
import { actorName, pressed } from "../../../../engine/play/cardData";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { Audience, CardRollView } from "../../../../engine/play/CardView";
import { counted, listed, text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { GM_POOL, spendActionDie } from "../../actionDice";
import { BOTCH_CODES, BOTCH_DICE, botchEffect, type BotchCode } from "../../botchTable";
import { damageTaken } from "../../damage";
import { actionDiceLeft, FISTS, type D20Fighter, type NamedWeapon } from "../../fighter";
import { lostRounds, stunnedRounds } from "../../lostRounds";
import type { D20Options } from "../../schema";
import { fighterOf } from "../snapshot";
import { rolledOf, RolledSchema } from "./rolledDice";

const K = "TURNWRIGHT.D20Segments";

/**
 * A natural 1 on the card, and what became of it: offered to the other side, let pass, or paid
 * for and carried out. `side` names the check it fell on (`attack`, `defence`, `check`).
 */
export const BotchSchema = Type.Object({
  side: Type.Union([Type.Literal("attack"), Type.Literal("defence"), Type.Literal("check")]),
  botcher: Type.String(),
  /** The character whose side pays against a GM character: its player's own dice; "" when the GM's pool pays. */
  payer: Type.String(),
  state: Type.Union([Type.Literal("offered"), Type.Literal("passed"), Type.Literal("paid")]),
  /** Each 3d6 the table was rolled, the last the one that counts; earlier ones could not happen. */
  tables: Type.Array(RolledSchema, { maxItems: 40 }),
  result: Type.Union([Type.Union(BOTCH_CODES.map((code) => Type.Literal(code))), Type.Null()]),
  duration: Type.Union([RolledSchema, Type.Null()]),
  /** Who a teammate result reaches: the botcher's nearest ally when the table was read. */
  victim: Type.Union([Type.String(), Type.Null()]),
  /** The damage dice a harming or breaking result rolled, and what it took. */
  blow: Type.Union([Type.Object({ rolled: RolledSchema, amount: Type.Integer({ minimum: 0 }) }), Type.Null()]),
  /** Carried out on the actors: nothing is left to roll. */
  applied: Type.Boolean(),
});
export type Botch = Static<typeof BotchSchema>;

/** What every card that can hold a botch keeps: its natural 1s and what became of them. */
export interface Botching {
  readonly botches: readonly Botch[];
}

/** The rounds a result takes, rolled: stunned 2d4 or 1d4, comic relief 1d3. */
const DURATION: Partial<Record<BotchCode, DiceRequest>> = {
  "major-snag": { count: 2, faces: 4 },
  snag: { count: 1, faces: 4 },
  "comic-relief": { count: 1, faces: 3 },
};

/** Whether a result lasts rounds still to be rolled. */
export function lastsRounds(code: BotchCode): boolean {
  return DURATION[code] !== undefined;
}

const HARM: Partial<Record<BotchCode, { readonly critical: boolean; readonly ally: boolean }>> = {
  "damage-self": { critical: false, ally: false },
  "critical-self": { critical: true, ally: false },
  "damage-teammate": { critical: false, ally: true },
  "critical-teammate": { critical: true, ally: true },
};

const TEAMMATE: readonly BotchCode[] = ["harry-teammate", "trip-teammate", "damage-teammate", "critical-teammate"];

/**
 * Who may buy `botcher`'s natural 1 as a botch, as the world lets them: the GM's pool ("")
 * against a player character; against a GM character, the player character it faced. Null
 * when nobody may.
 */
export function botchPayer(botcher: D20Fighter, opponent: D20Fighter | null, options: D20Options): string | null {
  if (botcher.actor.kind === "pc") return options.gmSpendsOnBotch ? "" : null;
  if (opponent === null || opponent.actor.kind !== "pc" || !options.playersSpendOnBotch) return null;
  return opponent.id;
}

/** A natural 1 offered to the other side, or nothing when the roll is not one or nobody may buy it. */
export function offerOf(side: Botch["side"], roll: number, botcher: D20Fighter, opponent: D20Fighter | null, options: D20Options): Botch[] {
  if (roll !== 1) return [];
  const payer = botchPayer(botcher, opponent, options);
  return payer === null
    ? []
    : [{ side, botcher: botcher.id, payer, state: "offered", tables: [], result: null, duration: null, victim: null, blow: null, applied: false }];
}

/** Whether the card's check on `side` was made a botch (paid for): a botched attack misses, a botched defence fails. */
export function botched(data: Botching, side: Botch["side"]): boolean {
  return data.botches.some((row) => row.side === side && row.state === "paid");
}

/** Whether every natural 1 on the card has been decided: bought or let pass. */
export function botchesDecided(data: Botching): boolean {
  return data.botches.every((row) => row.state !== "offered");
}

/** The weapon a botcher held when it fumbled, by item id ("" is bare hands): the card's own, or the one in hand. */
export type WeaponOfBotch<D> = (
  data: D,
  row: Botch,
  fighter: D20Fighter,
  weaponIds: readonly string[],
) => { readonly id: string; readonly weapon: NamedWeapon };

const rowOf = (data: Botching, side: string): Botch | undefined => data.botches.find((row) => row.side === side);

function withRow<D extends Botching>(data: D, row: Botch): D {
  return { ...data, botches: data.botches.map((other) => (other.side === row.side ? row : other)) };
}

function readFighter(
  actors: Readonly<Record<string, ActorSnapshot>>,
  ref: string,
): Outcome<{ readonly actor: ActorSnapshot; readonly fighter: D20Fighter; readonly weaponIds: readonly string[] }> {
  const actor = actors[ref];
  if (actor === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
  const read = fighterOf(actor);
  return read.ok ? allow({ actor, fighter: read.value.fighter, weaponIds: read.value.weaponIds }) : read;
}

/** The snapshots a press may reach: the card's actors and every ally of theirs. */
function reachable<D extends Botching>(press: ButtonPress<D>): Readonly<Record<string, ActorSnapshot>> {
  const all: Record<string, ActorSnapshot> = { ...press.actors };
  for (const allies of Object.values(press.allies)) for (const ally of allies) all[ally.ref] ??= ally;
  return all;
}

/**
 * The effects a botch puts on its botcher, each begun where the tracker stands: its actions lost
 * for the rest of this round and one more round for each its duration rolled, and for a snag a
 * stun as long beside it (two effects, so the HUD ends either). An earlier botch's effects stay
 * as they are: the longest in force counts. Tagged by the row's side, unique on the card.
 */
function botchRounds(row: Botch): PlacedEffect[] {
  const rounds = row.duration === null ? 1 : 1 + row.duration.total;
  const lost: PlacedEffect = { tag: `botch-${row.side}-lost`, effect: lostRounds(rounds) };
  if (row.result !== "major-snag" && row.result !== "snag") return [lost];
  return [lost, { tag: `botch-${row.side}-stunned`, effect: stunnedRounds(rounds) }];
}

function merge(changes: ActorChange[], change: ActorChange): void {
  const found = changes.findIndex((other) => other.actor === change.actor);
  const before = changes[found];
  if (before === undefined) {
    changes.push(change);
    return;
  }
  const items = { ...before.items, ...change.items };
  const effects = [...(before.effects ?? []), ...(change.effects ?? [])];
  changes[found] = {
    actor: change.actor,
    system: { ...before.system, ...change.system },
    ...(Object.keys(items).length > 0 ? { items } : {}),
    ...(effects.length > 0 ? { effects } : {}),
  };
}

/**
 * The table's result carried out on the actors, as one change per actor: the botcher loses the
 * rest of the round (and the rounds a duration says, stunned for a snag) as effects; a weapon
 * dropped, lost, broken or shattered is no longer equipped; a trip lays its victim prone; a
 * harried ally loses its round, as an effect too; harm takes hit points from its victim, less
 * armour.
 */
function carryOut<D extends Botching>(
  press: ButtonPress<D>,
  row: Botch,
  weaponOf: WeaponOfBotch<D>,
): Outcome<{ readonly changes: ActorChange[]; readonly row: Botch }> {
  const everyone = reachable(press);
  const botcher = readFighter(everyone, row.botcher);
  if (!botcher.ok) return botcher;
  const { fighter } = botcher.value;
  const changes: ActorChange[] = [{ actor: row.botcher, system: {}, effects: botchRounds(row) }];
  const held = weaponOf(press.data, row, fighter, botcher.value.weaponIds);
  const victimRef = row.victim ?? row.botcher;
  switch (row.result) {
    case "shatter-weapon":
    case "lose-weapon":
    case "drop-weapon":
      if (!held.weapon.natural)
        merge(changes, {
          actor: row.botcher,
          system: {},
          items: { [held.id]: row.result === "shatter-weapon" ? { equipped: false, hitPoints: 0 } : { equipped: false } },
        });
      break;
    case "break-weapon":
      if (!held.weapon.natural && row.blow !== null) {
        const left = held.weapon.hitPoints - row.blow.rolled.total;
        merge(changes, { actor: row.botcher, system: {}, items: { [held.id]: left < 0 ? { equipped: false, hitPoints: 0 } : { hitPoints: left } } });
      }
      break;
    case "harry-teammate":
      if (everyone[victimRef] !== undefined)
        merge(changes, { actor: victimRef, system: {}, effects: [{ tag: `botch-${row.side}-harried`, effect: lostRounds(1) }] });
      break;
    case "trip-self":
    case "trip-teammate":
      merge(changes, { actor: victimRef, system: { "conditions.prone": true } });
      break;
    default:
      break;
  }
  const hurt = row.result === null ? undefined : HARM[row.result];
  const naturalBreak = (row.result === "shatter-weapon" || row.result === "break-weapon") && held.weapon.natural;
  if ((hurt !== undefined || naturalBreak) && row.blow !== null) {
    const victim = readFighter(everyone, victimRef);
    if (!victim.ok) return victim;
    const amount = damageTaken(row.blow.rolled.total, hurt?.critical ?? row.result === "shatter-weapon", victim.value.fighter.armour);
    merge(changes, { actor: victimRef, system: { "hitPoints.value": Math.max(-10, victim.value.fighter.hitPoints - amount) } });
    return allow({ changes, row: { ...row, blow: { rolled: row.blow.rolled, amount }, applied: true } });
  }
  return allow({ changes, row: { ...row, applied: true } });
}

/** Whether the result still wants the botcher's weapon rolled: harm, a breaking weapon, or a fist that shatters on oneself. */
function wantsBlow(code: BotchCode, weapon: NamedWeapon): boolean {
  return HARM[code] !== undefined || code === "break-weapon" || (code === "shatter-weapon" && weapon.natural);
}

type Step<D extends Botching> = (press: ButtonPress<D>, row: Botch) => Outcome<CardTransition>;

/** A button on one botch row, named `verb:<side>`: refused when the card holds no such row. */
function onRow<D extends Botching>(
  dice: ((press: ButtonPress<D>, row: Botch) => Outcome<readonly DiceRequest[]>) | null,
  step: (press: ButtonPress<D>, row: Botch, outcomes: readonly DiceOutcome[]) => Outcome<CardTransition>,
): CardButton<D> {
  const found = (press: ButtonPress<D>): Outcome<Botch> => {
    const row = rowOf(press.data, press.ref);
    return row === undefined ? refuse("no-botch", "There is no natural 1 there to botch", {}) : allow(row);
  };
  const button: CardButton<D> = {
    resolve(press, outcomes) {
      const row = found(press);
      return row.ok ? step(press, row.value, outcomes) : row;
    },
  };
  if (dice === null) return button;
  return {
    ...button,
    dice(press) {
      const row = found(press);
      return row.ok ? dice(press, row.value) : row;
    },
  };
}

/** The card after a step that keeps its button on offer (a table to roll again). */
const kept = <D extends Botching & Record<string, unknown>>(card: CardState, data: D): CardState => ({ ...card, data });

/**
 * The botch buttons every card with a natural 1 carries, by side: `botch` buys it (an action
 * die from the GM's pool or the paying player's character), `pass` lets it go; then `table`
 * rolls 3d6 (again for a result that cannot happen), `duration` the rounds it lasts and `blow`
 * the weapon's damage where the result wants them, each followed at once by the same user.
 * The last roll carries the result out.
 */
export function botchButtons<D extends Botching & Record<string, unknown>>(weaponOf: WeaponOfBotch<D>): Readonly<Record<string, CardButton<D>>> {
  const finish: Step<D> = (press, row) => {
    const done = carryOut(press, row, weaponOf);
    if (!done.ok) return done;
    return allow({ card: pressed(press.card, withRow(press.data, done.value.row), press.button), spawn: [], changes: done.value.changes });
  };
  return {
    botch: onRow<D>(null, (press, row) => {
      if (row.state !== "offered") return refuse("card-used", "That natural 1 is settled already", {});
      const paid: Botch = { ...row, state: "paid" };
      const data = withRow(press.data, paid);
      const next = { card: pressed(press.card, data, press.button), spawn: [], follow: `table:${row.side}` };
      if (row.payer === "") {
        const left = spendActionDie(press.tallies[GM_POOL] ?? 0);
        return left.ok ? allow({ ...next, changes: [], tallies: { [GM_POOL]: left.value } }) : left;
      }
      const payer = readFighter(press.actors, row.payer);
      if (!payer.ok) return payer;
      const left = spendActionDie(actionDiceLeft(payer.value.fighter.actor));
      if (!left.ok) return left;
      return allow({ ...next, changes: [{ actor: row.payer, system: { actionDiceSpent: payer.value.fighter.actor.actionDiceSpent + 1 } }] });
    }),
    pass: onRow<D>(null, (press, row) => {
      if (row.state !== "offered") return refuse("card-used", "That natural 1 is settled already", {});
      return allow({ card: pressed(press.card, withRow(press.data, { ...row, state: "passed" }), press.button), spawn: [], changes: [] });
    }),
    table: onRow<D>(
      (_press, row) => (row.state === "paid" && row.result === null ? allow([BOTCH_DICE]) : refuse("card-used", "The botch table is rolled already", {})),
      (press, row, outcomes) => {
        const thrown = outcomes[0];
        if (row.state !== "paid" || row.result !== null) return refuse("card-used", "The botch table is rolled already", {});
        if (thrown === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        const total = thrown.total;
        const botcher = readFighter(press.actors, row.botcher);
        if (!botcher.ok) return botcher;
        const ally = press.allies[row.botcher]?.[0];
        const weapon = weaponOf(press.data, row, botcher.value.fighter, botcher.value.weaponIds).weapon;
        const effect = botchEffect(total, { hasAlly: ally !== undefined, weaponCanBeLost: !weapon.natural });
        const tables = [...row.tables, rolledOf(thrown)];
        // A result that cannot happen is rolled again by the same hand: the button stays on offer.
        if (effect === "again") return allow({ card: kept(press.card, withRow(press.data, { ...row, tables })), spawn: [], changes: [], follow: press.button });
        const read: Botch = { ...row, tables, result: effect.code, victim: TEAMMATE.includes(effect.code) && ally !== undefined ? ally.ref : row.botcher };
        const next = pressed(press.card, withRow(press.data, read), press.button);
        if (effect.duration !== null) return allow({ card: next, spawn: [], changes: [], follow: `duration:${row.side}` });
        if (wantsBlow(effect.code, weapon)) return allow({ card: next, spawn: [], changes: [], follow: `blow:${row.side}` });
        return finish({ ...press, card: next, data: withRow(press.data, read), button: press.button }, read);
      },
    ),
    duration: onRow<D>(
      (_press, row) => {
        const dice = row.result === null ? undefined : DURATION[row.result];
        return dice !== undefined && row.duration === null ? allow([dice]) : refuse("card-used", "Nothing is left to roll for this botch", {});
      },
      (press, row, outcomes) => {
        const rounds = outcomes[0];
        if (row.result === null || DURATION[row.result] === undefined || row.duration !== null)
          return refuse("card-used", "Nothing is left to roll for this botch", {});
        if (rounds === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        return finish(press, { ...row, duration: rolledOf(rounds) });
      },
    ),
    blow: onRow<D>(
      (press, row) => {
        const botcher = readFighter(press.actors, row.botcher);
        if (!botcher.ok) return botcher;
        const weapon = weaponOf(press.data, row, botcher.value.fighter, botcher.value.weaponIds).weapon;
        return row.result !== null && row.blow === null && !row.applied && wantsBlow(row.result, weapon)
          ? allow([damageDice(weapon.damage)])
          : refuse("card-used", "Nothing is left to roll for this botch", {});
      },
      (press, row, outcomes) => {
        const rolled = outcomes[0];
        if (row.result === null || row.blow !== null || row.applied) return refuse("card-used", "Nothing is left to roll for this botch", {});
        if (rolled === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        return finish(press, { ...row, blow: { rolled: rolledOf(rolled), amount: 0 } });
      },
    ),
  };
}

/** The weapon in hand of a botcher who was not the one swinging the card's weapon: its first ready weapon, or fists. */
export function weaponInHandOf(fighter: D20Fighter, weaponIds: readonly string[]): { readonly id: string; readonly weapon: NamedWeapon } {
  const weapon = fighter.weapons[0];
  return weapon === undefined ? { id: "", weapon: FISTS } : { id: weaponIds[0] ?? "", weapon };
}

type Actors = Readonly<Record<string, ActorSnapshot>>;

/** Who answers a natural 1 of this row: the GM for the pool, or the player whose character pays. */
const payerAudience = (row: Botch): Audience => (row.payer === "" ? gm() : owner(row.payer));

function diceLeftOf(actors: Actors, ref: string): number {
  const actor = actors[ref];
  if (actor === undefined) return 0;
  const read = fighterOf(actor);
  return read.ok ? actionDiceLeft(read.value.fighter.actor) : 0;
}

/** The lines a natural 1 puts on a card: offered, let pass, or the table's result and what it did. */
export function botchLines(rows: readonly Botch[], actors: Actors): LocalText[] {
  return rows.flatMap((row): LocalText[] => {
    const name = actorName(actors, row.botcher);
    if (row.state === "offered") return [text(`${K}.Card.BotchOffered`, { name, payer: row.payer === "" ? `${K}.Card.GmPool` : actorName(actors, row.payer) })];
    if (row.state === "passed") return [text(`${K}.Card.BotchPassed`, { name })];
    const lines = [text(`${K}.Card.Botched`, { name })];
    if (row.tables.length > 1) lines.push(text(`${K}.Card.TableAgain`, { rolls: listed(row.tables.slice(0, -1).map((table) => table.total)) }));
    if (row.result !== null) {
      const victim = actorName(actors, row.victim ?? row.botcher);
      // A result that lasts says for how many rounds, in the plural form the reader's language needs.
      const key = `${K}.Botch.${row.result}`;
      lines.push(row.duration === null ? text(key, { name, victim }) : counted(key, row.duration.total, { name, victim, rounds: row.duration.total }));
    }
    if (row.blow !== null && row.applied) lines.push(text(`${K}.Card.BlowTaken`, { rolled: row.blow.rolled.total, amount: row.blow.amount }));
    return lines;
  });
}

export function botchRolls(rows: readonly Botch[]): CardRollView[] {
  return rows.flatMap((row) => {
    const table = row.tables.at(-1);
    if (table === undefined) return [];
    const rolls: CardRollView[] = [{ label: text(`${K}.Card.BotchTable`), formula: "3d6", dice: table.dice, total: table.total }];
    if (row.duration !== null) rolls.push({ label: text(`${K}.Card.Duration`), formula: "", dice: row.duration.dice, total: row.duration.total });
    if (row.blow !== null) rolls.push({ label: text(`${K}.Card.Blow`), formula: "", dice: row.blow.rolled.dice, total: row.blow.rolled.total });
    return rolls;
  });
}

export function botchOffers(rows: readonly Botch[], actors: Actors): Offer[] {
  return rows.flatMap((row): Offer[] => {
    const audience = payerAudience(row);
    const left = row.payer === "" ? null : diceLeftOf(actors, row.payer);
    const open = row.state === "offered" && (left === null || left > 0);
    return [
      {
        id: `botch:${row.side}`,
        label: text(row.payer === "" ? `${K}.Button.botchGm` : `${K}.Button.botch`, { left: left ?? 0 }),
        audience,
        tone: "luck",
        available: open,
      },
      { id: `pass:${row.side}`, label: text(`${K}.Button.pass`), audience, tone: "plain", available: row.state === "offered" },
      { id: `table:${row.side}`, label: text(`${K}.Button.table`), audience, tone: "primary", available: row.state === "paid" && row.result === null },
      {
        id: `duration:${row.side}`,
        label: text(`${K}.Button.duration`),
        audience,
        tone: "primary",
        available: row.result !== null && lastsRounds(row.result) && row.duration === null,
      },
      // A result read but not carried out, with no rounds to roll, is waiting for its weapon's damage.
      {
        id: `blow:${row.side}`,
        label: text(`${K}.Button.blow`),
        audience,
        tone: "primary",
        available: row.result !== null && !lastsRounds(row.result) && !row.applied,
      },
    ];
  });
}

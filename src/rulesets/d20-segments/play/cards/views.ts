import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState } from "../../../../engine/play/CardRules";
import type { Audience, CardRollView, CardView } from "../../../../engine/play/CardView";
import { counted, listed, text, type LocalText } from "../../../../engine/text/LocalText";
import { cardButtons, gm, owner, ownerOrGm, type Offer } from "../../../../engine/play/cardButtons";
import { actionDiceLeft } from "../../fighter";
import { fighterOf } from "../snapshot";
import { attackOutcome, damageRolled } from "./attackCard";
import { uncriticalOpen } from "./damageCard";
import { botched, lastsRounds } from "./botchAtTable";
import type { AttackCard, Botch, CheckCard, DamageCard } from "./cardData";

const K = "TURNWRIGHT.D20Segments";

type Actors = Readonly<Record<string, ActorSnapshot>>;

const nameOf = (actors: Actors, ref: string): string => actors[ref]?.name ?? "?";

function d20Roll(label: LocalText, bonus: number, check: { readonly roll: number; readonly total: number }, extra: Partial<CardRollView> = {}): CardRollView {
  const flag = check.roll === 1 ? { flag: text(`${K}.Card.Natural1`) } : check.roll === 20 ? { flag: text(`${K}.Card.Natural20`) } : {};
  return { label, formula: bonus < 0 ? `1d20 - ${-bonus}` : `1d20 + ${bonus}`, dice: [check.roll], total: check.total, ...flag, ...extra };
}

/** Who answers a natural 1 of this row: the GM for the pool, or the player whose character pays. */
const payerAudience = (row: Botch): Audience => (row.payer === "" ? gm() : owner(row.payer));

function diceLeftOf(actors: Actors, ref: string): number {
  const actor = actors[ref];
  if (actor === undefined) return 0;
  const read = fighterOf(actor);
  return read.ok ? actionDiceLeft(read.value.fighter.actor) : 0;
}

/** The lines a natural 1 puts on a card: offered, let pass, or the table's result and what it did. */
function botchLines(rows: readonly Botch[], actors: Actors): LocalText[] {
  return rows.flatMap((row): LocalText[] => {
    const name = nameOf(actors, row.botcher);
    if (row.state === "offered") return [text(`${K}.Card.BotchOffered`, { name, payer: row.payer === "" ? `${K}.Card.GmPool` : nameOf(actors, row.payer) })];
    if (row.state === "passed") return [text(`${K}.Card.BotchPassed`, { name })];
    const lines = [text(`${K}.Card.Botched`, { name })];
    if (row.tables.length > 1) lines.push(text(`${K}.Card.TableAgain`, { rolls: listed(row.tables.slice(0, -1).map((table) => table.total)) }));
    if (row.result !== null) {
      const victim = nameOf(actors, row.victim ?? row.botcher);
      // A result that lasts says for how many rounds, in the plural form the reader's language needs.
      const key = `${K}.Botch.${row.result}`;
      lines.push(row.duration === null ? text(key, { name, victim }) : counted(key, row.duration.total, { name, victim, rounds: row.duration.total }));
    }
    if (row.blow !== null && row.applied) lines.push(text(`${K}.Card.BlowTaken`, { rolled: row.blow.rolled.total, amount: row.blow.amount }));
    return lines;
  });
}

function botchRolls(rows: readonly Botch[]): CardRollView[] {
  return rows.flatMap((row) => {
    const table = row.tables.at(-1);
    if (table === undefined) return [];
    const rolls: CardRollView[] = [{ label: text(`${K}.Card.BotchTable`), formula: "3d6", dice: table.dice, total: table.total }];
    if (row.duration !== null) rolls.push({ label: text(`${K}.Card.Duration`), formula: "", dice: row.duration.dice, total: row.duration.total });
    if (row.blow !== null) rolls.push({ label: text(`${K}.Card.Blow`), formula: "", dice: row.blow.rolled.dice, total: row.blow.rolled.total });
    return rolls;
  });
}

function botchOffers(rows: readonly Botch[], actors: Actors): Offer[] {
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

/** A card whose data the rules cannot read, or of no kind d20-segments has. */
export function damaged(): CardView {
  return { title: text(`${K}.Card.Damaged`), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

export function checkView(data: CheckCard, card: CardState, actors: Actors): CardView {
  const ref = card.actors[0] ?? "";
  return {
    title: text(`${K}.Card.CheckTitle`, { skill: data.skill, bonus: data.bonus }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, ref) }),
    rolls: [...(data.check === null ? [] : [d20Roll(text(`${K}.Card.Check`), data.bonus, data.check)]), ...botchRolls(data.botches)],
    lines: botchLines(data.botches, actors),
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(ref), tone: "primary", available: data.check === null },
      ...botchOffers(data.botches, actors),
    ]),
  };
}

function defenceLine(data: AttackCard): LocalText {
  const row = data.target;
  if (row.defenceless !== null) return text(`${K}.Card.Defenceless.${row.defenceless}`, { name: row.name });
  if (row.defence?.action === "none") return text(`${K}.Card.NoDefence`, { name: row.name });
  if (row.defence === null) return text(`${K}.Card.Awaiting`, { name: row.name });
  return text(`${K}.Card.Defended`, { name: row.name, defence: `${K}.Defence.${row.defence.action}` });
}

export function attackView(data: AttackCard, card: CardState, actors: Actors): CardView {
  const attacker = card.actors[0] ?? "";
  const row = data.target;
  const outcome = attackOutcome(data);
  const rolls: CardRollView[] = [];
  const defence = row.defence?.check ?? null;
  const beats = defence === null || botched(data, "defence") ? {} : { target: defence.total + 1 };
  if (data.attack !== null)
    rolls.push(
      d20Roll(text(`${K}.Card.AttackRoll`), data.bonus, data.attack, outcome === null ? {} : { ...beats, outcome: outcome.hit ? "success" : "failure" }),
    );
  if (defence !== null && row.defence !== null) {
    const bonus = row.defence.action === "parry" ? (row.parry ?? 0) : row.dodge;
    rolls.push(
      d20Roll(
        text(`${K}.Defence.${row.defence.action}`),
        bonus,
        defence,
        row.defence.action === "parry" && row.penalty < 0 ? { detail: text(`${K}.Card.ParryPenalty`, { penalty: row.penalty }) } : {},
      ),
    );
  }
  rolls.push(...botchRolls(data.botches));
  if (data.dealt !== null) {
    const dealt = data.dealt;
    rolls.push({
      label: text(dealt.critical ? `${K}.Card.DamageCritical` : `${K}.Card.Damage`),
      formula: data.damage,
      dice: dealt.rolled.dice,
      total: dealt.rolled.total,
      detail: text(`${K}.Card.Taken`, { name: row.name, amount: dealt.amount }),
    });
  }
  const lines = [defenceLine(data), ...botchLines(data.botches, actors)];
  if (outcome !== null) lines.push(text(outcome.hit ? (outcome.critical ? `${K}.Card.Critical` : `${K}.Card.Hit`) : `${K}.Card.Miss`, { name: row.name }));
  if (data.criticalUndone) lines.push(text(`${K}.Card.CriticalUndone`));
  const open = data.attack !== null && row.defence === null && !data.botches.some((b) => b.side === "attack" && b.state === "paid");
  const critical = outcome?.critical === true;
  return {
    title: text(`${K}.Card.AttackTitle`, { weapon: data.weaponName, name: row.name }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, attacker) }),
    rolls,
    lines,
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(attacker), tone: "primary", available: data.attack === null },
      { id: `dodge:${row.ref}`, label: text(`${K}.Button.dodge`, { bonus: row.dodge }), audience: owner(row.ref), tone: "defence", available: open },
      {
        id: `parry:${row.ref}`,
        label: text(`${K}.Button.parry`, { bonus: row.parry ?? 0 }),
        audience: owner(row.ref),
        tone: "defence",
        available: open && row.parry !== null,
      },
      { id: `take:${row.ref}`, label: text(`${K}.Button.take`), audience: owner(row.ref), tone: "plain", available: open },
      ...botchOffers(data.botches, actors),
      {
        id: `damage:${row.ref}`,
        label: text(critical ? `${K}.Button.damageCritical` : `${K}.Button.damage`, { name: row.name, dice: data.damage }),
        audience: ownerOrGm(attacker),
        tone: "primary",
        available: outcome?.hit === true && data.dealt === null,
      },
      { id: "uncritical", label: text(`${K}.Button.uncritical`), audience: gm(), tone: "plain", available: critical && !damageRolled(card, data) },
    ]),
  };
}

/** A hit's damage roll, waiting to be dealt: each defender's armour and hit points are listed as it takes it. */
export function damageView(data: DamageCard, card: CardState, actors: Actors): CardView {
  return {
    title: text(`${K}.Card.DamageTitle`, { name: nameOf(actors, card.actors[1] ?? ""), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, card.actors[0] ?? "") }),
    rolls: [
      { label: text(data.critical ? `${K}.Card.DamageCritical` : `${K}.Card.Damage`), formula: data.formula, dice: data.rolled.dice, total: data.rolled.total },
    ],
    lines: data.criticalUndone ? [text(`${K}.Card.CriticalUndone`)] : [],
    buttons: cardButtons(card, [
      { id: "uncritical", label: text(`${K}.Button.uncritical`), audience: gm(), tone: "plain", available: uncriticalOpen(card, data) },
    ]),
  };
}

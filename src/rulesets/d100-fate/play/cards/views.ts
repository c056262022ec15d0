import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { counted, listed, text, type LocalText } from "../../../../engine/text/LocalText";
import { cardButtons, owner, ownerOrGm, type Offer } from "../../../../engine/play/cardButtons";
import { fighterOf } from "../snapshot";
import { canDefendAtAll } from "./attackCard";
import { soakable, soaksOf } from "./damageCard";
import type { AttackCard, DamageCard, FateCard, TestCard } from "./cardData";

const K = "TURNWRIGHT.D100Fate";

function fateOf(actors: Readonly<Record<string, ActorSnapshot>>, ref: string): number {
  const actor = actors[ref];
  if (actor === undefined) return 0;
  const read = fighterOf(actor);
  return read.ok ? read.value.fighter.fate : 0;
}

const nameOf = (actors: Readonly<Record<string, ActorSnapshot>>, ref: string): string => actors[ref]?.name ?? "?";

function degreesText(success: boolean, degrees: number): LocalText {
  return counted(success ? `${K}.Card.Success` : `${K}.Card.Failure`, degrees, { degrees });
}

/** A card whose data the rules cannot read, or of no kind d100-fate has. */
export function damaged(): CardView {
  return { title: text(`${K}.Card.Damaged`), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

export function testView(data: TestCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const ref = card.actors[0] ?? "";
  const fate = fateOf(actors, ref) > 0;
  const result = data.result;
  const rolls: CardRollView[] =
    result === null
      ? []
      : [
          {
            label: text(`${K}.Characteristic.${data.characteristic}`),
            formula: "1d100",
            dice: [result.roll],
            total: result.roll,
            target: data.target,
            outcome: result.success ? "success" : "failure",
            detail: degreesText(result.success, result.degrees),
          },
        ];
  const lines: LocalText[] = [];
  if (data.fateBonus) lines.push(text(`${K}.Card.FateBonus`));
  if (result?.rerolled === true) lines.push(text(`${K}.Card.Rerolled`));
  if (result?.boosted === true) lines.push(text(`${K}.Card.Boosted`));
  if (result === null) lines.push(text(`${K}.Card.ChooseFate`, { target: data.target }));
  return {
    title: text(`${K}.Card.TestTitle`, { characteristic: `${K}.Characteristic.${data.characteristic}` }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, ref) }),
    rolls,
    lines,
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(ref), tone: "primary", available: result === null },
      { id: "roll-fate", label: text(`${K}.Button.rollFate`), audience: owner(ref), tone: "luck", available: result === null && fate },
      {
        id: "reroll",
        label: text(`${K}.Button.reroll`),
        audience: owner(ref),
        tone: "luck",
        available: result !== null && !result.success && !result.rerolled && fate,
      },
      {
        id: "degree",
        label: text(`${K}.Button.degree`),
        audience: owner(ref),
        tone: "luck",
        available: result !== null && result.success && !result.boosted && fate,
      },
    ]),
  };
}

export function attackView(data: AttackCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const attacker = card.actors[0] ?? "";
  const fate = fateOf(actors, attacker) > 0;
  const settled = data.targets.some((t) => t.defence !== null || t.damaged);
  const rolls: CardRollView[] = [];
  const lines: LocalText[] = [];
  const offers: Offer[] = [
    { id: "roll", label: text(`${K}.Button.rollAttack`), audience: owner(attacker), tone: "primary", available: data.roll === null },
    { id: "roll-fate", label: text(`${K}.Button.rollFate`), audience: owner(attacker), tone: "luck", available: data.roll === null && fate },
    {
      id: "reroll",
      label: text(`${K}.Button.reroll`),
      audience: owner(attacker),
      tone: "luck",
      available: data.roll !== null && !settled && !data.rerolled && fate && data.targets.some((t) => !t.success),
    },
    {
      id: "degree",
      label: text(`${K}.Button.degree`),
      audience: owner(attacker),
      tone: "luck",
      available: data.roll !== null && !settled && !data.boosted && fate && data.targets.some((t) => t.success),
    },
  ];
  if (data.fateBonus) lines.push(text(`${K}.Card.FateBonus`));
  if (data.rerolled) lines.push(text(`${K}.Card.Rerolled`));
  if (data.boosted) lines.push(text(`${K}.Card.Boosted`));
  for (const row of data.targets) {
    if (row.unaware) lines.push(text(`${K}.Card.Unaware`, { name: row.name }));
    if (data.roll !== null) {
      rolls.push({
        label: text(`${K}.Card.Against`, { name: row.name }),
        formula: "1d100",
        dice: [data.roll],
        total: data.roll,
        target: row.target,
        outcome: row.success ? "success" : "failure",
        detail: row.success
          ? counted(`${K}.Card.Hits`, row.hits, {
              hits: row.hits,
              location: `${K}.Location.${data.location ?? "body"}`,
              degrees: counted(`${K}.Card.Degrees`, row.degrees, { degrees: row.degrees }),
            })
          : degreesText(false, row.degrees),
      });
    }
    const defence = row.defence;
    if (defence?.reaction === "none") lines.push(text(`${K}.Card.NoDefence`, { name: row.name }));
    if (defence !== null && defence !== undefined && defence.result !== null) {
      rolls.push({
        label: text(`${K}.Card.Defence`, { name: row.name, reaction: `${K}.Action.${defence.reaction}` }),
        formula: "1d100",
        dice: [defence.result.roll],
        total: defence.result.roll,
        target: defence.target,
        outcome: defence.result.success ? "success" : "failure",
        detail: counted(`${K}.Card.Negated`, row.hits, { negated: defence.negated, hits: row.hits }),
      });
    }
    const target = actors[row.ref];
    const open = row.hits > 0 && defence === null && !row.damaged;
    const canDefend = target !== undefined && canDefendAtAll(data, row, target);
    const targetFate = fateOf(actors, row.ref) > 0;
    offers.push(
      { id: `dodge:${row.ref}`, label: text(`${K}.Button.dodge`, { name: row.name }), audience: owner(row.ref), tone: "defence", available: open && canDefend },
      {
        id: `parry:${row.ref}`,
        label: text(`${K}.Button.parry`, { name: row.name }),
        audience: owner(row.ref),
        tone: "defence",
        available: open && canDefend && data.melee,
      },
      { id: `take:${row.ref}`, label: text(`${K}.Button.take`, { name: row.name }), audience: ownerOrGm(row.ref), tone: "plain", available: open && canDefend },
      {
        id: `reroll-defence:${row.ref}`,
        label: text(`${K}.Button.rerollDefence`, { name: row.name }),
        audience: owner(row.ref),
        tone: "luck",
        available: defence !== null && defence.result !== null && !defence.result.success && !defence.result.rerolled && !row.damaged && targetFate,
      },
      {
        id: `damage:${row.ref}`,
        label: text(`${K}.Button.damage`, { name: row.name }),
        audience: ownerOrGm(attacker),
        tone: "primary",
        available: row.hits - (defence?.negated ?? 0) > 0 && !row.damaged && (defence !== null || !canDefend),
      },
    );
  }
  if (data.roll === null) lines.push(text(`${K}.Card.ChooseFate`, { target: data.targets[0]?.target ?? 0 }));
  return {
    title: text(`${K}.Card.AttackTitle`, { action: `${K}.Action.${data.action}`, weapon: data.weaponName }),
    subtitle: text(`${K}.Card.AttackBy`, { name: nameOf(actors, attacker), targets: listed(data.targets.map((t) => t.name)) }),
    rolls,
    lines,
    buttons: cardButtons(card, offers),
  };
}

export function damageView(data: DamageCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const target = card.actors[1] ?? "";
  const rolls: CardRollView[] = data.hits.map((hit, index) => ({
    label: text(`${K}.Card.Hit`, { n: index + 1 }),
    formula: data.formula,
    dice: hit.dice,
    total: hit.raw,
    detail: text(`${K}.Card.Soak`, { armour: hit.armour, toughness: hit.toughness, amount: hit.amount }),
  }));
  const lines: LocalText[] = [text(`${K}.Card.DamageTotal`, { total: data.total, location: `${K}.Location.${data.location}`, penetration: data.penetration })];
  // A card from before damage went where the GM points says what its own Apply did.
  if (data.applied !== null) {
    lines.push(text(`${K}.Card.Applied`, { fromWounds: data.applied.fromWounds, critical: data.applied.critical }));
    if (data.applied.out) lines.push(text(`${K}.Card.Out`, { name: nameOf(actors, target) }));
  }
  if (data.soaked !== null) lines.push(text(`${K}.Card.Soaked`, { roll: data.soaked.roll, restored: data.soaked.restored }));
  for (const soak of soaksOf(data)) lines.push(text(`${K}.Card.SoakedFor`, { name: soak.name, roll: soak.roll, restored: soak.restored }));
  // Each defender holding damage off its Wounds may spend its own Fate: its owner or the GM.
  const offers = soakable(card, data)
    .filter((ref) => fateOf(actors, ref) > 0)
    .map((ref) => ({
      id: `soak:${ref}`,
      label: text(`${K}.Button.soakFor`, { name: nameOf(actors, ref) }),
      audience: ownerOrGm(ref),
      tone: "luck" as const,
      available: true,
    }));
  return {
    title: text(`${K}.Card.DamageTitle`, { name: nameOf(actors, target), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, card.actors[0] ?? "") }),
    rolls,
    lines,
    buttons: cardButtons(card, offers),
  };
}

export function fateView(data: FateCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  return {
    title: text(`${K}.Card.FateTitle`),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, card.actors[0] ?? "") }),
    rolls: [],
    lines: [text(`${K}.Fate.${data.use}`)],
    buttons: [],
  };
}

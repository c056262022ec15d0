import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { cardButtons, owner, ownerOrGm } from "../../../../engine/play/cardButtons";
import { fullDefence } from "../../combatDifficulty";
import { MOST_POINTS_PER_ROLL } from "../../luck";
import type { ComplicationRule } from "../../WildDie";
import type { AttackCard, DamageCard, DefenceCard, FateCard, Injury, Pool, RollCard } from "./cardData";
import { characterPointsOf, totalOf } from "./tableRoll";

const K = "TURNWRIGHT.D6Pool";

type Actors = Readonly<Record<string, ActorSnapshot>>;

const nameOf = (actors: Actors, ref: string): string => actors[ref]?.name ?? "?";

/** A pool as the card draws it: the Wild Die's faces set apart, the dice a complication took off struck through. */
function poolRoll(label: LocalText, code: string, pool: Pool, extra: Partial<CardRollView> = {}): CardRollView {
  const firstWild = pool.dice.length - pool.wild;
  const dieMarks = pool.dice.map((_, index): "" | "wild" | "removed" | "wild-removed" => {
    if (index < firstWild) return index === pool.removed ? "removed" : "";
    return index === firstWild && pool.complication && pool.removed !== null ? "wild-removed" : "wild";
  });
  return {
    label,
    formula: code,
    dice: pool.dice,
    dieMarks,
    total: pool.total,
    ...(pool.complication ? { flag: text(`${K}.Card.Complication`) } : {}),
    ...extra,
  };
}

function pointRolls(points: readonly number[]): CardRollView[] {
  return points.map((point, index) => ({ label: text(`${K}.Card.CharacterPoint`, { n: index + 1 }), formula: "1d6x6", dice: [point], total: point }));
}

/** Lines every rolled card shares: the penalty it was rolled at and Fate's doubling. */
function codeLines(data: { readonly penalty: number; readonly fate: boolean }): LocalText[] {
  const lines: LocalText[] = [];
  if (data.penalty > 0) lines.push(text(`${K}.Card.Penalty`, { dice: data.penalty }));
  if (data.fate) lines.push(text(`${K}.Card.Fate`));
  return lines;
}

function pointOffer(
  card: CardState,
  data: { readonly result: Pool | null; readonly points: readonly number[] },
  actors: Actors,
  rule: ComplicationRule,
  open: boolean,
) {
  const ref = card.actors[0] ?? "";
  return {
    id: "point",
    label: text(`${K}.Button.point`, { left: characterPointsOf(actors, ref, rule) }),
    audience: owner(ref),
    tone: "luck" as const,
    available: open && data.result !== null && data.points.length < MOST_POINTS_PER_ROLL && characterPointsOf(actors, ref, rule) > 0,
  };
}

/** A card whose data the rules cannot read, or of no kind d6-pool has. */
export function damaged(): CardView {
  return { title: text(`${K}.Card.Damaged`), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

export function rollView(rule: ComplicationRule) {
  return (data: RollCard, card: CardState, actors: Actors): CardView => {
    const ref = card.actors[0] ?? "";
    const label = text(`${K}.Trait.${data.trait}`);
    const rolls = data.result === null ? [] : [poolRoll(label, data.code, data.result), ...pointRolls(data.points)];
    const total = totalOf(data);
    const lines = codeLines(data);
    if (total !== null && data.points.length > 0) lines.push(text(`${K}.Card.Total`, { total }));
    return {
      title: text(`${K}.Card.RollTitle`, { trait: `${K}.Trait.${data.trait}`, code: data.code }),
      subtitle: text(`${K}.Card.By`, { name: nameOf(actors, ref) }),
      rolls,
      lines,
      buttons: cardButtons(card, [
        { id: "roll", label: text(`${K}.Button.roll`, { code: data.code }), audience: owner(ref), tone: "primary", available: data.result === null },
        pointOffer(card, data, actors, rule, true),
      ]),
    };
  };
}

export function defenceView(rule: ComplicationRule) {
  return (data: DefenceCard, card: CardState, actors: Actors): CardView => {
    const ref = card.actors[0] ?? "";
    const name = `${K}.Defence.${data.kind}`;
    const total = totalOf(data);
    const lines = codeLines(data);
    if (total !== null)
      lines.push(text(data.full ? `${K}.Card.HeldFull` : `${K}.Card.Held`, { name: nameOf(actors, ref), total: data.full ? fullDefence(total) : total }));
    return {
      title: text(data.full ? `${K}.Card.FullDefenceTitle` : `${K}.Card.DefenceTitle`, { defence: name }),
      subtitle: text(`${K}.Card.By`, { name: nameOf(actors, ref) }),
      rolls: data.result === null ? [] : [poolRoll(text(name), data.code, data.result), ...pointRolls(data.points)],
      lines,
      buttons: cardButtons(card, [
        { id: "roll", label: text(`${K}.Button.roll`, { code: data.code }), audience: owner(ref), tone: "defence", available: data.result === null },
        pointOffer(card, data, actors, rule, true),
      ]),
    };
  };
}

function damageRoll(code: string, bonus: number, damage: Pool): CardRollView {
  return poolRoll(
    text(`${K}.Card.Damage`, { bonus }),
    code,
    damage,
    bonus > 0 ? { detail: text(`${K}.Card.DamageBonus`, { bonus, total: damage.total + bonus }) } : {},
  );
}

/** An injury's rolls as the attack card keeps them: a card from before the damage card rolled the resistance beside the damage. */
function injuryRolls(injury: Injury | null, whose: string): CardRollView[] {
  if (injury === null || injury.damage === null) return [];
  if (injury.resistance === null) return [damageRoll(injury.code, injury.bonus, injury.damage)];
  return [
    damageRoll(injury.code, injury.bonus, injury.damage),
    poolRoll(
      text(`${K}.Card.Resistance`, { name: whose }),
      "",
      injury.resistance,
      injury.wound === null ? {} : { detail: text(`${K}.Card.Wound`, { name: whose, wound: `${K}.Wound.${injury.wound}` }) },
    ),
  ];
}

/** An injury's damage roll, waiting to be dealt: each defender's resistance and wound are listed as it takes it. */
export function damageView(data: DamageCard, card: CardState, actors: Actors): CardView {
  const from = nameOf(actors, card.actors[0] ?? "");
  const to = nameOf(actors, card.actors[1] ?? "");
  return {
    title: text(data.backlash ? `${K}.Card.BacklashTitle` : `${K}.Card.DamageTitle`, { name: to, weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: from }),
    rolls: [damageRoll(data.code, data.bonus, data.damage)],
    lines: [text(`${K}.Card.DamageWaits`)],
    buttons: [],
  };
}

export function attackView(rule: ComplicationRule) {
  return (data: AttackCard, card: CardState, actors: Actors): CardView => {
    const attacker = card.actors[0] ?? "";
    const row = data.target;
    const total = totalOf(data);
    const lines = codeLines(data);
    lines.push(
      row.defence === null
        ? text(`${K}.Card.Passive`, { name: row.name, difficulty: row.difficulty })
        : text(row.defence.full ? `${K}.Card.AgainstFull` : `${K}.Card.Against`, {
            name: row.name,
            defence: `${K}.Defence.${row.defence.kind}`,
            difficulty: row.difficulty,
          }),
    );
    const rolls: CardRollView[] = [];
    if (data.result !== null && total !== null) {
      rolls.push(
        poolRoll(
          text(`${K}.Card.AttackRoll`),
          data.code,
          data.result,
          data.points.length > 0 ? {} : { target: row.difficulty, outcome: row.hit === true ? "success" : "failure" },
        ),
      );
      rolls.push(...pointRolls(data.points));
      if (data.points.length > 0)
        rolls.push({
          label: text(`${K}.Card.WithPoints`),
          formula: "",
          dice: [],
          total,
          target: row.difficulty,
          outcome: row.hit === true ? "success" : "failure",
        });
    }
    if (row.injury !== null && row.defence !== null && row.defence.kind !== "dodge" && row.hit === false)
      lines.push(text(`${K}.Card.BladeThrough`, { name: row.name }));
    if (row.backlash !== null) lines.push(text(`${K}.Card.Backlash`, { name: nameOf(actors, attacker) }));
    rolls.push(...injuryRolls(row.injury, row.name), ...injuryRolls(row.backlash, nameOf(actors, attacker)));
    const settled = (row.injury?.damage ?? null) !== null || (row.backlash?.damage ?? null) !== null;
    return {
      title: text(`${K}.Card.AttackTitle`, { weapon: data.weaponName, name: row.name }),
      subtitle: text(`${K}.Card.By`, { name: nameOf(actors, attacker) }),
      rolls,
      lines,
      buttons: cardButtons(card, [
        { id: "roll", label: text(`${K}.Button.roll`, { code: data.code }), audience: owner(attacker), tone: "primary", available: data.result === null },
        pointOffer(card, data, actors, rule, !settled),
        {
          id: `damage:${row.ref}`,
          label: text(`${K}.Button.damage`, { name: row.name, code: row.injury?.code ?? data.damage }),
          audience: ownerOrGm(attacker),
          tone: "primary",
          available: row.injury !== null && row.injury.damage === null,
        },
        {
          id: `backlash:${row.ref}`,
          label: text(`${K}.Button.backlash`, { name: nameOf(actors, attacker), code: row.backlash?.code ?? "" }),
          audience: ownerOrGm(row.ref),
          tone: "plain",
          available: row.backlash !== null && row.backlash.damage === null,
        },
      ]),
    };
  };
}

export function fateView(data: FateCard, card: CardState, actors: Actors): CardView {
  return {
    title: text(`${K}.Card.FateTitle`),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, card.actors[0] ?? "") }),
    rolls: [],
    lines: [text(`${K}.Card.FateSpent`, { left: data.left })],
    buttons: [],
  };
}

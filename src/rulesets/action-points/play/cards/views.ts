import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { cardButtons, gm, owner, ownerOrGm } from "../../../../engine/play/cardButtons";
import { attackLanded } from "./attackCard";
import type { AttackCard, DamageCard, MoveCard, PreCombatCard, RestCard, StoredTest, TestCard } from "./cardData";

const K = "TURNWRIGHT.ActionPoints";

type Actors = Readonly<Record<string, ActorSnapshot>>;

const nameOf = (actors: Actors, ref: string): string => actors[ref]?.name ?? "?";

/** A test drawn as a roll: its die against what it had to reach; one not rolled says why. */
function testRoll(label: LocalText, test: StoredTest): CardRollView {
  const outcome = test.success ? "success" : "failure";
  if (test.face === null) return { label, formula: "", dice: [], total: 0, target: test.target, outcome, detail: text(`${K}.Card.Unrolled`) };
  return { label, formula: test.die, dice: [test.face], total: test.face, target: test.target, outcome };
}

export function attackView(data: AttackCard, card: CardState, actors: Actors): CardView {
  const attacker = card.actors[0] ?? "";
  const row = data.target;
  const landed = attackLanded(data);
  const rolls: CardRollView[] = [];
  const lines: LocalText[] = [];
  if (data.called !== null) lines.push(text(`${K}.Card.Called`, { location: `${K}.Location.${data.called}` }));
  if (data.attack !== null) rolls.push(testRoll(text(`${K}.Card.AttackRoll`, { attribute: `${K}.Attribute.${data.attribute}` }), data.attack));
  if (row.defence !== null && row.defence !== "none")
    rolls.push(testRoll(text(`${K}.Card.DefenceRoll`, { attribute: `${K}.Attribute.${row.unaware ? "perception" : "agility"}` }), row.defence));
  if (row.defence === "none") lines.push(text(`${K}.Card.NoDefence`, { name: row.name }));
  if (landed !== null) lines.push(text(landed ? `${K}.Card.Hit` : `${K}.Card.Miss`, { name: row.name }));
  if (data.location !== null) {
    if (data.location.face !== null)
      rolls.push({
        label: text(`${K}.Card.LocationRoll`),
        formula: "1d20",
        dice: [data.location.face],
        total: data.location.face,
        detail: text(`${K}.Location.${data.location.at}`),
      });
  }
  if (data.wound !== null && data.location !== null) {
    const wound = data.wound;
    const detail = text(wound.multiplier === 1 ? `${K}.Card.Wound` : `${K}.Card.WoundMultiplied`, {
      rolled: wound.rolled,
      dr: wound.dr,
      multiplier: wound.multiplier,
      amount: wound.amount,
      location: `${K}.Location.${data.location.at}`,
    });
    rolls.push({ label: text(`${K}.Card.DamageRoll`), formula: data.damage, dice: wound.dice, total: wound.rolled, detail });
  }
  if (data.taken !== null) {
    const taken = data.taken;
    if (taken.groin !== null) rolls.push(testRoll(text(`${K}.Card.GroinTest`), taken.groin));
    if (taken.injury !== null) rolls.push(testRoll(text(`${K}.Card.InjuryTest`), taken.injury));
    if (taken.d8 !== null) rolls.push({ label: text(`${K}.Card.InjuryDie`), formula: "1d8", dice: [taken.d8], total: taken.d8 });
    lines.push(text(`${K}.Card.Taken`, { name: row.name, amount: data.wound?.amount ?? 0 }));
    if (taken.groin !== null && !taken.groin.success) lines.push(text(`${K}.Card.Prone`, { name: row.name }));
    if (taken.dropped !== null)
      lines.push(
        text(taken.dropped.to === "none" ? `${K}.Card.AttributeLost` : `${K}.Card.AttributeDropped`, {
          name: row.name,
          attribute: `${K}.Attribute.${taken.dropped.attribute}`,
          from: taken.dropped.from,
          to: taken.dropped.to,
        }),
      );
  }
  const open = data.attack?.success === true && row.defence === null;
  return {
    title: text(`${K}.Card.AttackTitle`, { weapon: data.weaponName, name: row.name }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, attacker) }),
    rolls,
    lines,
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(attacker), tone: "primary", available: data.attack === null },
      { id: `defend:${row.ref}`, label: text(`${K}.Button.defend`), audience: owner(row.ref), tone: "defence", available: open },
      { id: `take:${row.ref}`, label: text(`${K}.Button.take`), audience: ownerOrGm(row.ref), tone: "plain", available: open },
      {
        id: "damage",
        label: text(data.called === null ? `${K}.Button.damage` : `${K}.Button.damageCalled`, { dice: data.damage }),
        audience: ownerOrGm(attacker),
        tone: "primary",
        available: landed === true && data.wound === null,
      },
      {
        id: `hit:${row.ref}`,
        label: text(`${K}.Button.hit`, { name: row.name }),
        audience: ownerOrGm(row.ref),
        tone: "primary",
        available: data.wound !== null && data.taken === null,
        damage: true,
      },
    ]),
  };
}

/** A hit's damage, waiting to be dealt: where it landed and the dice; each defender's share is listed as it takes it. */
export function damageView(data: DamageCard, card: CardState, actors: Actors): CardView {
  const location = `${K}.Location.${data.location.at}`;
  const rolls: CardRollView[] = [];
  if (data.location.face !== null)
    rolls.push({ label: text(`${K}.Card.LocationRoll`), formula: "1d20", dice: [data.location.face], total: data.location.face, detail: text(location) });
  rolls.push({ label: text(`${K}.Card.DamageRoll`), formula: data.formula, dice: data.dice, total: data.rolled });
  return {
    title: text(`${K}.Card.DamageTitle`, { name: nameOf(actors, card.actors[1] ?? ""), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, card.actors[0] ?? "") }),
    rolls,
    lines: [text(data.location.face === null ? `${K}.Card.DamageCalledAt` : `${K}.Card.DamageAt`, { location })],
    buttons: [],
  };
}

export function testView(data: TestCard, card: CardState, actors: Actors): CardView {
  const roller = card.actors[0] ?? "";
  return {
    title: text(`${K}.Card.TestTitle`, { attribute: `${K}.Attribute.${data.attribute}` }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, roller) }),
    rolls: data.test === null ? [] : [testRoll(text(`${K}.Card.TestRoll`, { mtn: data.mtn }), data.test)],
    lines: [],
    buttons: cardButtons(card, [{ id: "roll", label: text(`${K}.Button.roll`), audience: owner(roller), tone: "primary", available: data.test === null }]),
  };
}

export function moveView(data: MoveCard, card: CardState, actors: Actors): CardView {
  const name = nameOf(actors, card.actors[0] ?? "");
  const lines: LocalText[] = [text(`${K}.Move.${data.action}`, { name, feet: data.movement, yards: data.movement, twice: data.movement * 2 })];
  if (data.spent !== null) lines.push(text(`${K}.Card.Spent`, { cost: data.spent.cost, left: data.spent.apLeft }));
  return { title: text(`${K}.Card.MoveTitle.${data.action}`), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons: [] };
}

export function restView(data: RestCard, card: CardState, actors: Actors): CardView {
  const name = nameOf(actors, card.actors[0] ?? "");
  const result = data.result;
  const lines: LocalText[] = [];
  if (result === null) lines.push(text(`${K}.Rest.Asked`, { name }));
  else {
    lines.push(text(`${K}.Rest.Healed`, { name, healed: result.healed, left: result.left }));
    if (result.back !== null) lines.push(text(`${K}.Rest.Back`, { name, attribute: `${K}.Attribute.${result.back}` }));
  }
  const buttons = cardButtons(card, [{ id: "grant", label: text(`${K}.Button.grantRest`), audience: gm(), tone: "primary", available: result === null }]);
  return { title: text(`${K}.Card.RestTitle`), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons };
}

export function preCombatView(data: PreCombatCard, card: CardState, actors: Actors): CardView {
  const name = nameOf(actors, card.actors[0] ?? "");
  const lines = [text(`${K}.PreCombatLine.${data.action}`, { name }), text(`${K}.Card.PreCombatSpent`, { cost: data.cost, left: data.apLeft })];
  return { title: text(`${K}.Card.PreCombatTitle`), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons: [] };
}

/** A card whose data no longer reads: said plainly, with nothing to press. */
export function damaged(): CardView {
  return { title: text(`${K}.Card.Damaged`), rolls: [], lines: [], buttons: [] };
}

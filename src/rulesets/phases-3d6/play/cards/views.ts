import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { listed, text, type LocalText } from "../../../../engine/text/LocalText";
import { cardButtons, gm, owner, ownerOrGm, type Offer } from "../../../../engine/play/cardButtons";
import { manoeuvre } from "../../manoeuvres";
import { harms } from "./attackCard";
import type { AttackCard, DamageCard, OpportunityCard, PhaseCard } from "./cardData";

const K = "TURNWRIGHT.Phases";

const nameOf = (actors: Readonly<Record<string, ActorSnapshot>>, ref: string): string => actors[ref]?.name ?? "?";
const actionKey = (id: string): string => `${K}.Action.${id}`;
const signed = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);

/** A card whose data the rules cannot read, or of no kind phases-3d6 has. */
export function damaged(): CardView {
  return { title: text(`${K}.Card.Damaged`), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

/** OCV and where it comes from: the sheet, the weapon, the manoeuvres of this Phase. */
function ocvLine(ocv: number, modifiers: readonly { readonly source: string; readonly value: number }[]): LocalText {
  const [weapon, manoeuvres] = modifiers;
  const base = ocv - modifiers.reduce((sum, m) => sum + m.value, 0);
  return text(`${K}.Card.Ocv`, { ocv, base, weapon: weapon?.source ?? "", weaponMod: signed(weapon?.value ?? 0), manoeuvres: signed(manoeuvres?.value ?? 0) });
}

export function attackView(data: AttackCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const attacker = card.actors[0] ?? "";
  const effect = manoeuvre(data.manoeuvre)?.effect;
  const rolls: CardRollView[] = [];
  const lines: LocalText[] = [ocvLine(data.ocv, data.ocvModifiers)];
  const offers: Offer[] = [{ id: "roll", label: text(`${K}.Button.roll`), audience: owner(attacker), tone: "primary", available: data.roll === null }];
  for (const row of data.targets) {
    if (row.unaware) lines.push(text(`${K}.Card.Unaware`, { name: row.name }));
    if (row.halved) lines.push(text(`${K}.Card.Halved`, { name: row.name }));
    if (data.roll !== null && row.total !== null) {
      rolls.push({
        label: text(`${K}.Card.Against`, { name: row.name, dcv: row.dcv }),
        formula: `3d6 + ${data.ocv}`,
        dice: data.roll,
        total: row.total,
        target: row.target,
        outcome: row.hit ? "success" : "failure",
        detail: text(row.hit ? `${K}.Card.Hit` : `${K}.Card.Miss`, { name: row.name }),
      });
      if (row.hit && effect === "grab") lines.push(text(`${K}.Card.Held`, { name: row.name }));
      if (row.hit && effect === "disarm") lines.push(text(`${K}.Card.Disarmed`, { name: row.name }));
    }
    offers.push({
      id: `damage:${row.ref}`,
      label: text(`${K}.Button.damage`, { name: row.name }),
      audience: ownerOrGm(attacker),
      tone: "primary",
      available: row.hit && harms(data) && !row.damaged,
    });
  }
  return {
    title: text(`${K}.Card.AttackTitle`, { action: actionKey(data.manoeuvre), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.AttackBy`, { name: nameOf(actors, attacker), targets: listed(data.targets.map((t) => t.name)) }),
    rolls,
    lines,
    buttons: cardButtons(card, offers),
  };
}

export function damageView(data: DamageCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const target = card.actors[1] ?? "";
  const lines: LocalText[] = [text(`${K}.Card.DamageTotal`, { stun: data.stun, body: data.body })];
  // A card from before damage went where the GM points says what its own Apply did.
  const applied = data.applied;
  if (applied !== null) {
    lines.push(text(`${K}.Card.Applied`, { stun: applied.stun, body: applied.body }));
    if (applied.down) lines.push(text(`${K}.Card.Down`, { name: nameOf(actors, target) }));
    else if (applied.knockedOut) lines.push(text(`${K}.Card.KnockedOut`, { name: nameOf(actors, target) }));
    else if (applied.stunned) lines.push(text(`${K}.Card.Stunned`, { name: nameOf(actors, target) }));
  }
  return {
    title: text(`${K}.Card.DamageTitle`, { name: nameOf(actors, target), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: nameOf(actors, card.actors[0] ?? "") }),
    rolls: [
      {
        label: text(actionKey(data.manoeuvre)),
        formula: `${data.dice.length}d6`,
        dice: data.dice,
        total: data.stun,
        detail: text(`${K}.Card.BodyCount`, { body: data.body }),
      },
    ],
    lines,
    buttons: [],
  };
}

export function phaseView(data: PhaseCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const { action, recovered } = data;
  const name = nameOf(actors, card.actors[0] ?? "");
  const lines: LocalText[] = [];
  if (recovered !== null) {
    lines.push(text(`${K}.Card.Recovered`, { gained: recovered.gained, before: recovered.before, after: recovered.after }));
    if (recovered.woke) lines.push(text(`${K}.Card.Woke`, { name }));
  } else {
    lines.push(text(`${K}.Card.PhaseDone.${action}`, { name }));
  }
  return { title: text(actionKey(action)), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons: [] };
}

const ANSWERED: Readonly<Record<NonNullable<OpportunityCard["answer"]>, string>> = {
  strike: `${K}.Card.OpportunityStruck`,
  pass: `${K}.Card.OpportunityPassed`,
  evaded: `${K}.Card.OpportunityEvaded`,
  waived: `${K}.Card.OpportunityWaived`,
};

/**
 * What the mover did (left a threatened hex, or did something distracting in it) and what the
 * threatener may do: strike or let it pass (its owner or the GM); where a skill roll negates
 * the attack, Evaded, and where the table says it usually provokes, Waived (the GM, who rules).
 */
export function opportunityView(data: OpportunityCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const threatener = actors[data.threatener]?.name ?? "?";
  const mover = actors[data.mover]?.name ?? "?";
  const open = data.answer === null;
  const distraction = data.distraction;
  const lines: LocalText[] = [
    distraction === undefined
      ? text(`${K}.Card.OpportunityLeft`, { mover, threatener })
      : text(`${K}.Card.OpportunityDistracted`, { mover, threatener, action: actionKey(distraction.action) }),
  ];
  if (data.skillNegates && open) lines.push(text(`${K}.Card.OpportunitySkill`, { mover }));
  if (distraction?.gmMayWaive === true && open) lines.push(text(`${K}.Card.OpportunityUsually`, { mover }));
  if (data.answer !== null) lines.push(text(ANSWERED[data.answer], { mover, threatener }));
  return {
    title: text(`${K}.Card.OpportunityTitle`),
    subtitle: text(`${K}.Card.OpportunityBy`, { threatener, mover }),
    rolls: [],
    lines,
    buttons: cardButtons(card, [
      { id: "strike", label: text(`${K}.Button.strike`, { name: mover }), audience: ownerOrGm(data.threatener), tone: "primary", available: open },
      { id: "pass", label: text(`${K}.Button.pass`), audience: ownerOrGm(data.threatener), tone: "plain", available: open },
      { id: "evaded", label: text(`${K}.Button.evaded`, { name: mover }), audience: gm(), tone: "defence", available: open && data.skillNegates },
      { id: "waive", label: text(`${K}.Button.waive`), audience: gm(), tone: "defence", available: open && distraction?.gmMayWaive === true },
    ]),
  };
}

import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/play/LocalText";
import { cardButtons, gm, ownerOrGm } from "../../../../engine/play/cardButtons";
import type { OpportunityCard } from "./cardData";

const K = "TURNWRIGHT.Phases";

const ANSWERED: Readonly<Record<NonNullable<OpportunityCard["answer"]>, string>> = {
  strike: `${K}.Card.OpportunityStruck`,
  pass: `${K}.Card.OpportunityPassed`,
  evaded: `${K}.Card.OpportunityEvaded`,
};

/**
 * What the mover did and what the threatener may do: strike or let it pass (its owner or the
 * GM), and where a skill roll negates the attack, Evaded (the GM, who names the skill).
 */
export function opportunityView(card: CardState, data: OpportunityCard, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const threatener = actors[data.threatener]?.name ?? "?";
  const mover = actors[data.mover]?.name ?? "?";
  const open = data.answer === null;
  const lines: LocalText[] = [text(`${K}.Card.OpportunityLeft`, { mover, threatener })];
  if (data.skillNegates && open) lines.push(text(`${K}.Card.OpportunitySkill`, { mover }));
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
    ]),
  };
}

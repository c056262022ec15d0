import type { CardState } from "../../../engine/play/CardRules";
import type { GridSpace, MapRules, TokenMove } from "../../../engine/play/MapRules";
import type { Outcome } from "../../../engine/Refusal";
import type { Hex } from "../hex/Hex";
import { hexLayoutOf, offsetToHex, type HexLayout } from "../hex/offset";
import { pathThrough } from "../hex/path";
import { leavingAlreadyProvoked } from "../opportunity/allowance";
import { leavesThreat, type LeavingProvocation, type MovementManner, type Threatener } from "../opportunity/threat";
import { threatReach } from "../reach";
import { opportunityCard } from "./cards/opportunityCard";
import { mannerOfMove } from "./mannerOfMove";
import { allowanceOf } from "./phaseBudgetRecord";
import { fighterOf } from "./snapshot";

/**
 * The mover's enemies (another side) who could strike at it now, where they stand, in the
 * fight's order: standing, not Stunned, and holding a melee weapon (or bare hands).
 */
function threatenersAround(move: TokenMove, layout: HexLayout): Threatener[] {
  const found: Threatener[] = [];
  for (const other of move.others) {
    if (other.side === move.mover.side || other.actor.ref === move.mover.actor.ref) continue;
    const read = fighterOf(other.actor);
    if (!read.ok) continue;
    const reach = threatReach(read.value.fighter);
    if (reach === null) continue;
    found.push({ id: other.actor.ref, at: offsetToHex(other.at, layout), reach });
  }
  return found;
}

function hexesOf(leg: readonly GridSpace[], layout: HexLayout): Hex[] {
  return pathThrough(leg.map((space) => offsetToHex(space, layout)));
}

/**
 * What the walk provokes: each leg in turn, every threatener at most once for all of it
 * (and not at all when this mover's leaving already came up for it this Phase). A walk too
 * long for the 1-hex step it was taken as is combat movement after all.
 */
function provocations(move: TokenMove, layout: HexLayout, combatMovement: number): LeavingProvocation[] {
  const threateners = threatenersAround(move, layout);
  const allowances = Object.fromEntries(move.others.map((other) => [other.actor.ref, allowanceOf(other.budget)]));
  const provoked = leavingAlreadyProvoked(allowances, move.mover.actor.ref);
  const found: LeavingProvocation[] = [];
  const manner: MovementManner = mannerOfMove(move.mover.budget);
  for (const leg of move.legs) {
    const path = hexesOf(leg, layout);
    const walk = (how: MovementManner): Outcome<LeavingProvocation[]> => leavesThreat({ mover: move.mover.actor.ref, path, manner: how, combatMovement }, threateners, [...provoked, ...found.map((p) => p.threatener)]);
    const checked = walk(manner);
    const answer = checked.ok ? checked : walk("combat");
    if (answer.ok) found.push(...answer.value);
  }
  return found;
}

/**
 * A token leaving a threatened hex on a hex map posts, for each threatener it provokes, a card
 * that offers the threatener's owner the attack of opportunity. Square and gridless maps have
 * no hexes to threaten: nothing is posted there.
 */
function cardsForMove(move: TokenMove): CardState[] {
  const layout = hexLayoutOf(move.grid);
  if (layout === undefined) return [];
  const mover = fighterOf(move.mover.actor);
  if (!mover.ok) return [];
  return provocations(move, layout, mover.value.fighter.actor.movement).map((provocation) =>
    opportunityCard({ threatener: provocation.threatener, mover: move.mover.actor.ref, at: provocation.at, skillNegates: provocation.skillNegates }),
  );
}

export const PHASES_MAP: MapRules = { cardsForMove };

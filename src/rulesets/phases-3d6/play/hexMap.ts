import type { CardState } from "../../../engine/play/CardRules";
import type { ActionOnMap, FigureOnMap, GridLayout, GridSpace, MapRules, TokenMove } from "../../../engine/play/MapRules";
import type { Outcome } from "../../../engine/Refusal";
import type { Hex } from "../hex/Hex";
import { hexLayoutOf, offsetToHex, type HexLayout } from "../hex/offset";
import { pathThrough } from "../hex/path";
import { distractionOccasion, leavingAlreadyProvoked } from "../opportunity/allowance";
import { distractionOfAction, provokedBy } from "../opportunity/provoking";
import { leavesThreat, threatens, type LeavingProvocation, type MovementManner, type Threatener } from "../opportunity/threat";
import { threatReach } from "../reach";
import { opportunityCard } from "./cards/opportunityCard";
import { mannerOfMove } from "./mannerOfMove";
import { allowanceOf, budgetOf } from "./phaseBudgetRecord";
import { fighterOf } from "./snapshot";

/**
 * The actor's enemies (another side) who could strike at it now, where they stand, in the
 * fight's order: standing, not Stunned, and holding a melee weapon (or bare hands).
 */
function threatenersAround(actor: FigureOnMap, others: readonly FigureOnMap[], layout: HexLayout): Threatener[] {
  const found: Threatener[] = [];
  for (const other of others) {
    if (other.side === actor.side || other.actor.ref === actor.actor.ref) continue;
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
  const threateners = threatenersAround(move.mover, move.others, layout);
  const allowances = Object.fromEntries(move.others.map((other) => [other.actor.ref, allowanceOf(other.budget)]));
  const provoked = leavingAlreadyProvoked(allowances, move.mover.actor.ref);
  const found: LeavingProvocation[] = [];
  const manner: MovementManner = mannerOfMove(move.mover.budget);
  for (const leg of move.legs) {
    const path = hexesOf(leg, layout);
    const walk = (how: MovementManner): Outcome<LeavingProvocation[]> =>
      leavesThreat({ mover: move.mover.actor.ref, path, manner: how, combatMovement }, threateners, [...provoked, ...found.map((p) => p.threatener)]);
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

/**
 * An action taken from the sheet where enemies threaten the actor's hex: when the source's
 * table says it lets the guard down, each of them (in the fight's order) is offered the attack
 * of opportunity, as a move's leaving offers it. The skill roll that negates some rows is the
 * GM's Evaded, the exception to the Usually rows the GM's Waived. Movement provokes by leaving
 * hexes instead (`cardsForMove`), and each distracting action is an opportunity of its own.
 */
function cardsForAction(act: ActionOnMap): CardState[] {
  const layout = hexLayoutOf(act.grid);
  const row = distractionOfAction(act.action);
  if (layout === undefined || row === undefined) return [];
  const at = offsetToHex(act.actor.at, layout);
  const threateners = threatenersAround(act.actor, act.others, layout).filter((threatener) => threatens(threatener, at));
  const provocation = provokedBy(row.id, threateners.length > 0);
  if (!provocation.provokes) return [];
  const occasion = distractionOccasion(act.action, budgetOf(act.actor.budget).turn.length);
  return threateners.map((threatener) =>
    opportunityCard({
      threatener: threatener.id,
      mover: act.actor.actor.ref,
      at,
      skillNegates: provocation.skillNegates,
      distraction: { action: act.action, occasion, gmMayWaive: provocation.gmMayWaive },
    }),
  );
}

/** A token's hex as the scenario's axial `position`; a map without hexes has none to give. */
function scenarioFieldsAt(at: GridSpace, grid: GridLayout): Readonly<Record<string, unknown>> | null {
  const layout = hexLayoutOf(grid);
  return layout === undefined ? null : { position: offsetToHex(at, layout) };
}

export const PHASES_MAP: MapRules = { cardsForMove, cardsForAction, scenarioFieldsAt };

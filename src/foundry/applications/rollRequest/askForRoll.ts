import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import { refuse, type Outcome } from "../../../engine/Refusal";
import { requestOfGM } from "../../gm/requestOfGM";
import { refusalText } from "../../gm/words";
import { readyGame } from "../../readyGame";
import { systemPath, ROLL_REQUEST_TEMPLATE } from "../../templating/templatePaths";
import { candidatesOnce, readRequestAnswer, requestContext, type Candidate } from "./rollRequestView";

/**
 * Who the GM may ask, as this game has them: the actors of the tokens the GM controls (v13
 * `TokenLayer#controlled`, client/canvas/layers/base/placeables-layer.mjs), of the viewed combat,
 * and the players' characters (v13 `Actor#hasPlayerOwner`), each of the world's rule set.
 */
function candidates(module: RuleSetModule): Candidate[] {
  const game = readyGame("a request for a roll");
  const found: Candidate[] = [];
  // An actor of the world's rule set with a uuid (v14's declarations allow none before it is stored).
  const add = (actor: Actor.Implementation | null | undefined, from: Candidate["from"]): void => {
    if (actor?.type === module.documents.actorType && typeof actor.uuid === "string") found.push({ ref: actor.uuid, name: actor.name, from });
  };
  for (const token of canvas?.tokens?.controlled ?? []) add(token.actor, "selected");
  for (const combatant of game.combat?.combatants ?? []) add(combatant.actor, "combat");
  for (const actor of game.actors) if (actor.hasPlayerOwner) add(actor, "named");
  return candidatesOnce(found);
}

/**
 * The GM's dialog that asks actors for a roll (a DialogV2, as the tracker's surprise dialog): the
 * test, its difficulty and who, ticked as `ticked` found them; sent to the active GM's game, which
 * writes the one card. Answers the GM's outcome; a closed dialog asks nothing.
 */
export async function askForRoll(module: RuleSetModule, ticked: Candidate["from"]): Promise<Outcome<unknown>> {
  const game = readyGame("a request for a roll");
  const rules = module.rollRequests;
  if (rules === undefined) {
    const none = refuse("request-none", `The rules of ${module.id} offer no test to ask for`, { ruleset: `TURNWRIGHT.RuleSet.${module.id}` });
    ui.notifications?.warn(refusalText(game.i18n, none.refusal));
    return none;
  }
  const found = candidates(module);
  const content = await foundry.applications.handlebars.renderTemplate(systemPath(ROLL_REQUEST_TEMPLATE), {
    ...requestContext(rules, found, ticked, game.i18n),
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "TURNWRIGHT.RollRequest.DialogTitle", icon: "fa-solid fa-dice-d20" },
    classes: ["turnwright", "turnwright-roll-request-dialog"],
    content,
    ok: { label: "TURNWRIGHT.RollRequest.Ask", icon: "fa-solid fa-bullhorn" },
    rejectClose: false,
  });
  const request = readRequestAnswer(answer, found);
  if (request === null) return refuse("roll-closed", "The request was closed before it was made", {});
  return requestOfGM("rollRequest", request);
}

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
  const ours = (actor: Actor.Implementation | null | undefined): actor is Actor.Implementation => actor?.type === module.documents.actorType;
  const found: Candidate[] = [];
  for (const token of canvas?.tokens?.controlled ?? []) if (ours(token.actor)) found.push({ ref: token.actor.uuid, name: token.actor.name, from: "selected" });
  for (const combatant of game.combat?.combatants ?? [])
    if (ours(combatant.actor)) found.push({ ref: combatant.actor.uuid, name: combatant.actor.name, from: "combat" });
  for (const actor of game.actors) if (ours(actor) && actor.hasPlayerOwner) found.push({ ref: actor.uuid, name: actor.name, from: "named" });
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

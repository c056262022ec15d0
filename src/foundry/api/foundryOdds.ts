import type { OddsSummary } from "../../engine/odds/OddsStudy";
import { text } from "../../engine/text/LocalText";
import { fightSettings } from "../fight/fightSettings";
import { readyGame } from "../readyGame";
import { fightOfCombat } from "../applications/odds/fightOfCombat";
import { fightScenario } from "../odds/fightScenario";
import { studyWorker } from "../odds/OddsRun";
import { oddsWorkerFile } from "../odds/oddsWorkerFile";
import { systemPath } from "../templating/templatePaths";
import { combatOf } from "./combatOf";
import type { ApiOutcome, OddsRequest } from "./PlayApi";
import { refused } from "./refused";
import { runStudy, studySize, worldScenario } from "./studyOdds";

/** A fresh seed, as the Odds dialog draws one. */
function freshSeed(): number {
  return Math.floor(Math.random() * 4_294_967_296);
}

/**
 * `game.turnwright.api.odds`: the study read (a combat's fight, for the GM, or a scenario of the
 * world's rule set), then run in the world's odds worker as the Odds dialog runs it.
 */
export async function oddsOf(request: OddsRequest): Promise<ApiOutcome<{ readonly summary: OddsSummary }>> {
  const size = studySize(request.trials, request.seed, freshSeed);
  if (!size.ok) return refused(size.words);
  const { ruleset } = fightSettings().study;
  let scenario;
  if (request.scenario === undefined) {
    // The fight's actors, hidden stats and all, are the GM's to study, as the tracker's Odds button is.
    if (!readyGame("the API's odds").user.isGM) return refused(text("TURNWRIGHT.Api.OddsGmOnly"));
    const fight = combatOf(request.combat);
    if (fight === undefined) return refused(text("TURNWRIGHT.Api.NoCombat"));
    const study = fightScenario(fightOfCombat(fight.combat), size.seed, ruleset);
    if (!study.ok) return refused(study.reason);
    scenario = study.scenario;
  } else {
    const read = worldScenario(request.scenario, ruleset);
    if (!read.ok) return refused(read.words);
    scenario = read.scenario;
  }
  // The worker of the world's rule set, from the system's folder, as the Odds dialog starts it (v13 common/utils/helpers.mjs `getRoute`).
  const file = foundry.utils.getRoute(systemPath(oddsWorkerFile(scenario.ruleset)));
  const result = await runStudy(() => studyWorker(new Worker(file, { type: "module" })), scenario, size.seed, size.trials);
  return result.ok ? { ok: true, summary: result.summary } : refused(text("TURNWRIGHT.Api.OddsFailed", { message: result.message }));
}

import type { ScriptGuide } from "../ScriptGuide";
import { PHASE_ACTIONS, type PhaseActionKind } from "./actions";
import { MANOEUVRES } from "./manoeuvres";
import { moveAction } from "./movement";
import { provokesWord, type ProvokesWord } from "./opportunity/provoking";

const COSTS: Readonly<Record<PhaseActionKind, string>> = {
  attack: "an attack action",
  move: "a move action (no ground covered)",
  travel: "a move action",
  fullPhase: "a full-phase action",
  run: "a full-phase action",
  free: "a free action",
  step: "no action: the 1-hex step",
};

const signed = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);

/** A manoeuvre's modifiers and effect, from its row of the table. */
function manoeuvreDoes(id: string): string | undefined {
  const used = MANOEUVRES.find((candidate) => candidate.id === id);
  if (used === undefined) return undefined;
  const ocv = used.ocv === null ? "no attack roll" : `OCV ${signed(used.ocv)}`;
  const effect: Record<string, string> = {
    block: "stops one blow aimed at it until its next action (3d6 + its OCV against 10 + the attacker's OCV)",
    disarm: "on a hit the target drops the weapon in its hand",
    dodge: "its DCV bonus holds against every attack until its next action; no attacks of opportunity that Phase",
    grab: "on a hit the target is held until the grabber's next action: half DCV, no move that covers ground",
    haymaker: `a blow with ${used.extraDice}d6 more damage`,
    deflect: "stops one shot aimed at it until its next action",
    roll: "the next hit it takes does half its Stun and Body",
    strike: "a blow with the weapon in hand, or bare hands (2d6)",
  };
  return `${ocv}, DCV ${signed(used.dcv)}: ${effect[used.effect] ?? used.effect}`;
}

/** A movement's distance on the map, and which way it heads. */
function moveDoes(id: string): string | undefined {
  const how = moveAction(id);
  if (how === undefined) return undefined;
  const hexes = how.hexes(6);
  const far = `${hexes} ${hexes === 1 ? "hex" : "hexes"} at combat movement 6`;
  return how.heading === "toward"
    ? `on a map, toward its target by the shortest free way (${far}), stopping once within reach`
    : `on a map, away from its target (${far}), each hex the free one farthest from it`;
}

/** What the other actions do in a headless fight; one not here takes its place in the Phase's budget and nothing more. */
const OTHERS: Readonly<Record<string, string>> = {
  standUp: "stands up from prone",
  dropProne: "drops prone",
  recoverFromStun: "no longer Stunned (a Stunned character spends its Phase on this, whatever its script says)",
  takeRecovery: "gets its Recovery back in Stun, up to its maximum",
};

/** What the source's table says the action provokes, as a headless fight plays it (no skill check is made, a "usually" always does). */
const PROVOKES: Readonly<Record<ProvokesWord, string>> = {
  no: "",
  yes: "; provokes an attack of opportunity",
  "unless-skill": "; provokes an attack of opportunity (the skill check that spares it is not made headless)",
  varies: "; usually provokes an attack of opportunity (headless, always)",
};

/** Every action a script may name, its cost the Phase's budget and its row of the source's table of what provokes. */
export const PHASES_SCRIPT_GUIDE: ScriptGuide = {
  actions: PHASE_ACTIONS.filter((action) => action.id !== "ready" && action.id !== "otherAttack").map((action) => {
    return {
      id: action.id,
      costs: COSTS[action.kind],
      does: `${manoeuvreDoes(action.id) ?? moveDoes(action.id) ?? OTHERS[action.id] ?? "takes its place in the Phase's budget; a headless fight plays nothing more of it"}${PROVOKES[provokesWord(action.id)]}`,
    };
  }),
  spend: [],
  weapon:
    "An attack is made with the first melee weapon the combatant lists, else its first ranged weapon, else bare hands (2d6): a bowman who lists his knife after his bow strikes with the knife.",
};

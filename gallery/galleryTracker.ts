import { createClock, setInitiative, takeHeldAction } from "../src/engine/clock/index";
import { timeLabel } from "../src/foundry/applications/tracker/timeLabel";
import type { FightRecord } from "../src/foundry/fight/FightRecord";
import { tallyViews } from "../src/foundry/applications/tracker/tallyView";
import { budgetRows } from "../src/foundry/applications/tracker/trackerView";
import { translate } from "../src/foundry/templating/Translator";
import { seatOf, type GalleryState } from "./GalleryState";

/**
 * The combat tracker's two parts as the system draws them (templates/combat), with the context
 * core's CombatTracker prepares (v13 `_prepareCombatContext`, `_prepareTurnContext`) for the
 * gallery's two fighters, and what TurnwrightCombatTracker adds to it: the budget rows, the
 * fight's moment and the world's tallies. The first fighter is acting.
 */
export function trackerContexts(state: GalleryState): { readonly header: object; readonly tracker: object } {
  const viewer = seatOf(state, state.viewer).user;
  const rules = state.world.module.combat;
  const record = fightOf(state);
  const rows = new Map(
    budgetRows(
      rules,
      record,
      { isGM: viewer.isGM, owns: (id) => viewer.owns(id) },
      {
        say: (text) => translate(state.i18n, text),
        pip: (label, spent) => translate(state.i18n, { key: spent ? "TURNWRIGHT.Combat.PipSpent" : "TURNWRIGHT.Combat.PipOpen", data: { label } }),
        list: (names) => state.i18n.getListFormatter().format(names),
      },
    ).map((row) => [row.id, row]),
  );
  const label = timeLabel(record.clock, rules.clock.time);
  const user = { isGM: viewer.isGM };
  const tallies = tallyViews(state.world.module.tallies ?? [], state.world.tallies(), viewer.isGM, (text) => translate(state.i18n, text));
  const header = {
    user,
    hasCombat: true,
    combats: [{ id: "fight", label: 1, active: true }],
    combat: { turns: state.fighters },
    turnwrightTime: label === null ? null : translate(state.i18n, label),
    turnwrightTallies: tallies,
  };
  const turns = state.fighters.map((ref, index) => {
    const actor = state.world.actor(ref);
    return {
      id: ref,
      name: actor.name,
      img: actor.img ?? "",
      css: index === 0 ? "active" : "",
      active: index === 0,
      hidden: false,
      isDefeated: false,
      isOwner: viewer.owns(ref),
      canPing: false,
      initiative: record.fighters[index]?.initiative ?? null,
      resource: null,
      effects: { icons: [], tooltip: "" },
      turnwright: rows.get(ref) ?? null,
    };
  });
  return { header, tracker: { user, turns, hasDecimals: false, initiativeIcon: { icon: "", hover: "" } } };
}

/** The gallery's fight as the tracker reads one: both fighters ranked, the first acting, their budgets. */
function fightOf(state: GalleryState): FightRecord {
  const rules = state.world.module.combat;
  const [first, second] = state.fighters;
  const created = createClock(rules.clock, [{ id: first }, { id: second }]);
  const ranked = created.ok ? setInitiative(rules.clock, created.state, { [first]: { score: 2 }, [second]: { score: 1 } }) : created;
  // What the acting fighter declared on the page reaches the clock as the tracker's own declaration does.
  const count = state.world.declared(first);
  const declared = ranked.ok && count !== undefined ? takeHeldAction(rules.clock, ranked.state, first, { op: "declare", count }) : ranked;
  return {
    round: 1,
    turn: 0,
    clock: declared.ok ? declared.state : null,
    ledger: [],
    fighters: state.fighters.map((ref, index) => ({
      id: ref,
      name: state.world.actor(ref).name,
      actor: state.world.actor(ref),
      initiative: 2 - index,
      tiebreak: [],
      rolledFor: 1,
      surprised: false,
      defeated: false,
      budget: state.world.budget(ref) ?? null,
    })),
  };
}

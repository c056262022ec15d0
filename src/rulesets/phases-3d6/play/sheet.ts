import { conditionToggles } from "../../../engine/conditions/declareConditions";
import * as Value from "../../../engine/schema/ValueChecks";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { CORE_ICONS } from "../../../engine/play/coreIcons";
import { refusalWords, text, type LocalText } from "../../../engine/text/LocalText";
import type { ActionRowView, ButtonView, ItemRowView, SheetBlock, SheetView, StatView } from "../../../engine/play/SheetView";
import { PHASE_ACTIONS, phaseAction, type PhaseAction } from "../actions";
import { provokesWord } from "../opportunity/provoking";
import type { PhasesFighter } from "../fighter";
import { COMBAT_VALUE_MAX, PhasesWeaponSchema, type PhasesWeapon } from "../schema";
import { SHEET_OTHER_ACTIONS, SHEET_PHASE_ACTIONS } from "./cards/phaseCard";
import { spendPhaseAction, stateForbids } from "./phaseSpend";
import { WEAPON_TYPE } from "./documents";
import { fighterOf } from "./snapshot";
import { attackManoeuvres } from "./weaponManoeuvres";
import { PHASES_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.Phases";

function button(action: string, label: LocalText, data: Record<string, string>, disabled: LocalText | null, icon?: string): ButtonView {
  const base = { action, label, data, disabled: disabled !== null, ...(icon === undefined ? {} : { icon }) };
  return disabled === null ? base : { ...base, reason: disabled };
}

/** Why the action cannot be taken now: the character's state, then (in a fight) the Phase's budget. */
function actionRefusal(fighter: PhasesFighter, action: PhaseAction, budget: unknown): LocalText | null {
  const outcome = budget === undefined ? stateForbids(fighter, action) : spendPhaseAction(fighter, budget, action);
  return outcome.ok ? null : refusalWords(outcome.refusal);
}

function stat(path: string, key: string, value: number, max: number, derived?: { label: LocalText; value: number }): StatView {
  const base = { path, label: text(`${K}.Stat.${key}`), abbreviation: text(`${K}.Abbreviation.${key}`), value, min: 0, max };
  return derived === undefined ? base : { ...base, derived };
}

/** OCV and DCV may be left unset, and then follow the Combat Value as it changes. */
function followingCombatValue(path: string, key: string, own: number | undefined, combatValue: number): StatView {
  return {
    path,
    label: text(`${K}.Stat.${key}`),
    abbreviation: text(`${K}.Abbreviation.${key}`),
    value: own ?? null,
    unset: combatValue,
    min: 0,
    max: COMBAT_VALUE_MAX,
  };
}

function statTiles(fighter: PhasesFighter): StatView[] {
  const a = fighter.actor;
  return [
    stat("system.combatValue", "combatValue", a.combatValue, COMBAT_VALUE_MAX, {
      label: text(`${K}.Stat.initiative`),
      value: a.combatValue + a.lightningReflexes,
    }),
    followingCombatValue("system.ocv", "ocv", a.ocv, a.combatValue),
    followingCombatValue("system.dcv", "dcv", a.dcv, a.combatValue),
    stat("system.lightningReflexes", "lightningReflexes", a.lightningReflexes, 10),
    stat("system.reach", "reach", a.reach, 10),
    stat("system.movement", "movement", a.movement, 100),
    stat("system.recovery", "recovery", a.recovery, 50),
  ];
}

function weaponSummary(weapon: PhasesWeapon): LocalText[] {
  const lines = [text(`${K}.Weapon.Summary`, { dice: weapon.dice, ocv: weapon.ocv, dcv: weapon.dcv })];
  lines.push(
    weapon.class === "melee"
      ? text(weapon.reach === 1 ? `${K}.Weapon.ReachOne` : `${K}.Weapon.Reach`, { reach: weapon.reach })
      : text(`${K}.Weapon.Range`, { range: weapon.range }),
  );
  return lines;
}

/** A button per attack manoeuvre the weapon allows, disabled with the reason when it cannot be taken. */
function attackButtons(fighter: PhasesFighter, weapon: PhasesWeapon & { name: string }, itemId: string, budget: unknown): ButtonView[] {
  return attackManoeuvres(weapon).flatMap((m) => {
    const action = phaseAction(m.id);
    if (action === undefined) return [];
    return [
      {
        ...button("attack", text(`${K}.Action.${m.id}`), { item: itemId, manoeuvre: m.id }, actionRefusal(fighter, action, budget), "fa-solid fa-crosshairs"),
        spends: m.id,
      },
    ];
  });
}

function weaponRows(actor: ActorSnapshot, fighter: PhasesFighter, budget: unknown): ItemRowView[] {
  const rows: ItemRowView[] = [];
  for (const item of actor.items) {
    const data: unknown = item.system;
    if (item.type === WEAPON_TYPE && Value.Check(PhasesWeaponSchema, data)) {
      rows.push({
        id: item.id,
        name: item.name,
        img: item.img ?? "",
        summary: weaponSummary(data),
        buttons: attackButtons(fighter, { name: item.name, ...data }, item.id, budget),
      });
    }
  }
  return rows;
}

/** Bare hands, always at hand: a row of its own so an armed character can still punch. */
function bareHandsRow(fighter: PhasesFighter, budget: unknown): ItemRowView | null {
  const bare = fighter.weapons[fighter.weapons.length - 1];
  if (bare === undefined) return null;
  return { id: "", name: bare.name, img: CORE_ICONS.bareHands, summary: weaponSummary(bare), buttons: attackButtons(fighter, bare, "", budget) };
}

/** The Phase's own actions from the sheet: Recovery, shaking off Stunned, the guards. */
function phaseButtons(fighter: PhasesFighter, budget: unknown): ButtonView[] {
  return SHEET_PHASE_ACTIONS.flatMap((id) => {
    const action = phaseAction(id);
    if (action === undefined) return [];
    let reason = actionRefusal(fighter, action, budget);
    if (reason === null && id === "takeRecovery" && fighter.stun >= fighter.actor.stun.max)
      reason = text("TURNWRIGHT.Refusal.stun-full", { name: fighter.name });
    if (reason === null && id === "recoverFromStun" && !fighter.conditions.stunned) reason = text("TURNWRIGHT.Refusal.not-stunned", { name: fighter.name });
    return [{ ...button("phaseAction", text(`${K}.Action.${id}`), { action: id }, reason, "fa-solid fa-hourglass-half"), spends: id }];
  });
}

/** The other actions taken where the character stands: picking up, getting up, changing clothes, ... */
function otherButtons(fighter: PhasesFighter, budget: unknown): ButtonView[] {
  return SHEET_OTHER_ACTIONS.flatMap((id) => {
    const action = phaseAction(id);
    if (action === undefined) return [];
    let reason = actionRefusal(fighter, action, budget);
    if (reason === null && id === "standUp" && !fighter.conditions.prone) reason = text("TURNWRIGHT.Refusal.not-prone", { name: fighter.name });
    return [{ ...button("phaseAction", text(`${K}.Action.${id}`), { action: id }, reason, "fa-solid fa-hand"), spends: id }];
  });
}

function actionRows(fighter: PhasesFighter, budget: unknown): ActionRowView[] {
  return PHASE_ACTIONS.map((action) => {
    const reason = actionRefusal(fighter, action, budget);
    const row = {
      id: action.id,
      label: text(`${K}.Action.${action.id}`),
      kind: text(`${K}.Kind.${action.kind}`),
      subtypes: [text(`${K}.Provokes.${provokesWord(action.id)}`)],
      allowed: reason === null,
    };
    return reason === null ? row : { ...row, reason };
  });
}

/**
 * The phases-3d6 actor sheet: combat values, Stun and Body, conditions and the Phase's own
 * actions; weapons with a button per attack manoeuvre; every action of a Phase with whether
 * it can be taken now and why not.
 */
export function phasesSheet(actor: ActorSnapshot, budget: unknown): SheetView {
  const read = fighterOf(actor);
  if (!read.ok) return { subtitle: refusalWords(read.refusal), tabs: [] };
  const fighter = read.value.fighter;
  const bare = bareHandsRow(fighter, budget);
  const main: SheetBlock[] = [
    { kind: "stats", title: text(`${K}.Section.Combat`), stats: statTiles(fighter) },
    {
      kind: "tracks",
      title: text(`${K}.Section.Condition`),
      tracks: [
        { path: "system.stun.value", maxPath: "system.stun.max", label: text(`${K}.Track.stun`), value: fighter.stun, max: fighter.actor.stun.max },
        { path: "system.body.value", maxPath: "system.body.max", label: text(`${K}.Track.body`), value: fighter.body, max: fighter.actor.body.max },
      ],
    },
    {
      kind: "toggles",
      title: text(`${K}.Section.Skills`),
      toggles: [{ path: "system.combatReflexes", label: text(`${K}.Stat.combatReflexes`), active: fighter.actor.combatReflexes }],
    },
    {
      kind: "toggles",
      title: text(`${K}.Section.Conditions`),
      toggles: conditionToggles(PHASES_CONDITIONS, (id) => fighter.conditions[id]),
    },
    { kind: "buttons", title: text(`${K}.Section.Phase`), note: text(`${K}.Phase.Note`), buttons: phaseButtons(fighter, budget) },
  ];
  const gear: SheetBlock[] = [
    {
      kind: "items",
      title: text(`${K}.Section.Weapons`),
      itemType: WEAPON_TYPE,
      rows: [...weaponRows(actor, fighter, budget), ...(bare === null ? [] : [bare])],
      empty: text(`${K}.Empty.weapons`),
    },
  ];
  const actions: SheetBlock[] = [
    { kind: "buttons", title: text(`${K}.Section.Other`), note: text(`${K}.Other.Note`), buttons: otherButtons(fighter, budget) },
    {
      kind: "actions",
      title: text(`${K}.Section.Actions`),
      note: text(budget === undefined ? `${K}.Budget.OutOfCombat` : `${K}.Budget.InCombat`),
      rows: actionRows(fighter, budget),
    },
  ];
  return {
    subtitle: text(`${K}.Subtitle.${fighter.actor.kind}`, { stun: fighter.stun, body: fighter.body }),
    tabs: [
      { id: "main", label: text(`${K}.Tab.main`), blocks: main },
      { id: "gear", label: text(`${K}.Tab.gear`), blocks: gear },
      { id: "actions", label: text(`${K}.Tab.actions`), blocks: actions },
    ],
  };
}

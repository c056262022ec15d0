import { conditionToggles } from "../../../engine/conditions/declareConditions";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { refusalWords, text, type LocalText } from "../../../engine/text/LocalText";
import type { ActionRowView, ButtonView, ItemRowView, SheetBlock, SheetView, StatView } from "../../../engine/play/SheetView";
import { D100_ACTIONS, type D100Action } from "../actions";
import { weaponFor } from "../attack";
import { bonus } from "../bonus";
import { CHARACTERISTICS, type D100Armour, D100ArmourSchema, type D100Weapon, D100WeaponSchema, HIT_LOCATIONS } from "../schema";
import { spendTurnAction, stateForbids } from "./turnSpend";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import { fighterOf } from "./snapshot";
import * as Value from "../../../engine/schema/ValueChecks";
import type { D100Fighter } from "../fighter";
import { D100_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.D100Fate";

function button(action: string, label: LocalText, data: Record<string, string>, disabled: LocalText | null, icon?: string): ButtonView {
  const base = { action, label, data, disabled: disabled !== null, ...(icon === undefined ? {} : { icon }) };
  return disabled === null ? base : { ...base, reason: disabled };
}

function characteristicTiles(fighter: D100Fighter): StatView[] {
  return CHARACTERISTICS.map((key) => ({
    path: `system.${key}`,
    label: text(`${K}.Characteristic.${key}`),
    abbreviation: text(`${K}.Abbreviation.${key}`),
    value: fighter.actor[key],
    min: 0,
    max: 100,
    derived: { label: text(`${K}.Bonus`), value: bonus(fighter.actor[key]) },
    roll: button("rollTest", text(`${K}.Roll.Test`), { characteristic: key }, null, "fa-solid fa-dice-d20"),
  }));
}

function weaponSummary(weapon: D100Weapon): LocalText[] {
  const lines = [text(`${K}.Weapon.Summary`, { damage: weapon.damage, penetration: weapon.penetration })];
  if (weapon.class === "ranged")
    lines.push(
      text(`${K}.Weapon.Fire`, {
        range: weapon.range,
        single: weapon.rateOfFire.single ? "S" : "–",
        semi: weapon.rateOfFire.semi,
        full: weapon.rateOfFire.full,
      }),
    );
  else if (weapon.parry !== 0) lines.push(text(`${K}.Weapon.Parry`, { parry: weapon.parry }));
  return lines;
}

/** Attack buttons for a weapon: every attack action it suits, disabled with the reason when the budget or a condition forbids it. */
function attackButtons(fighter: D100Fighter, weapon: D100Weapon & { name: string }, itemId: string, budget: unknown): ButtonView[] {
  return D100_ACTIONS.filter((action) => action.attack !== undefined && weaponFor(action, weapon).ok).map((action) => {
    const refusal = actionRefusal(fighter, action, budget);
    return { ...button("attack", text(`${K}.Action.${action.id}`), { item: itemId, action: action.id }, refusal, "fa-solid fa-crosshairs"), spends: action.id };
  });
}

function actionRefusal(fighter: D100Fighter, action: D100Action, budget: unknown): LocalText | null {
  const outcome = budget === undefined ? stateForbids(fighter, action) : spendTurnAction(fighter, budget, action);
  return outcome.ok ? null : refusalWords(outcome.refusal);
}

function itemRows(actor: ActorSnapshot, fighter: D100Fighter, budget: unknown): { weapons: ItemRowView[]; armour: ItemRowView[] } {
  const weapons: ItemRowView[] = [];
  const armour: ItemRowView[] = [];
  for (const item of actor.items) {
    const data: unknown = item.system;
    const img = item.img ?? "";
    if (item.type === WEAPON_TYPE && Value.Check(D100WeaponSchema, data)) {
      weapons.push({
        id: item.id,
        name: item.name,
        img,
        summary: weaponSummary(data),
        buttons: attackButtons(fighter, { name: item.name, ...data }, item.id, budget),
      });
    } else if (item.type === ARMOUR_TYPE && Value.Check(D100ArmourSchema, data)) {
      armour.push({ id: item.id, name: item.name, img, summary: [armourSummary(data)], buttons: [] });
    }
  }
  return { weapons, armour };
}

function armourSummary(armour: D100Armour): LocalText {
  const points = HIT_LOCATIONS.map((location) => armour[location]);
  if (points.every((p) => p === points[0])) return text(`${K}.Armour.All`, { points: points[0] ?? 0 });
  return text(`${K}.Armour.Locations`, { ...armour });
}

function actionRows(fighter: D100Fighter, budget: unknown): ActionRowView[] {
  return D100_ACTIONS.map((action) => {
    const reason = actionRefusal(fighter, action, budget);
    const row = {
      id: action.id,
      label: text(`${K}.Action.${action.id}`),
      kind: text(`${K}.Kind.${action.kind}`),
      subtypes: action.subtypes.map((subtype) => text(`${K}.Subtype.${subtype}`)),
      allowed: reason === null,
    };
    return reason === null ? row : { ...row, reason };
  });
}

/** Fate the sheet can spend outright: the uses that need no roll of their own. */
function fateButtons(fighter: D100Fighter): ButtonView[] {
  const none = fighter.fate < 1 ? text("TURNWRIGHT.Refusal.no-fate") : null;
  return [
    button(
      "spendFate",
      text(`${K}.Fate.unstun`),
      { use: "unstun" },
      none ?? (fighter.conditions.stunned ? null : text("TURNWRIGHT.Refusal.fate-not-stunned")),
      "fa-solid fa-star",
    ),
    button(
      "spendFate",
      text(`${K}.Fate.refresh`),
      { use: "refresh" },
      none ?? (fighter.fatigue > 0 ? null : text("TURNWRIGHT.Refusal.fate-no-fatigue")),
      "fa-solid fa-star",
    ),
  ];
}

/**
 * The d100-fate actor sheet: characteristics with bonuses and test buttons, wounds, fate,
 * fatigue and critical damage, conditions; weapons with an attack button per action they
 * suit and armour by location; the action catalogue with what the budget still allows.
 */
export function d100Sheet(actor: ActorSnapshot, budget: unknown): SheetView {
  const read = fighterOf(actor);
  if (!read.ok) return { subtitle: refusalWords(read.refusal), tabs: [] };
  const fighter = read.value.fighter;
  const rows = itemRows(actor, fighter, budget);
  const main: SheetBlock[] = [
    { kind: "stats", title: text(`${K}.Section.Characteristics`), stats: characteristicTiles(fighter) },
    {
      kind: "tracks",
      title: text(`${K}.Section.Condition`),
      tracks: [
        { path: "system.wounds.value", maxPath: "system.wounds.max", label: text(`${K}.Track.wounds`), value: fighter.wounds, max: fighter.actor.wounds.max },
        { path: "system.fate.value", maxPath: "system.fate.max", label: text(`${K}.Track.fate`), value: fighter.fate, max: fighter.actor.fate.max },
      ],
    },
    {
      kind: "fields",
      title: text(`${K}.Section.Harm`),
      fields: [
        { input: "number", path: "system.fatigue", label: text(`${K}.Field.fatigue`), value: fighter.fatigue, min: 0, max: 99 },
        { input: "number", path: "system.criticalDamage", label: text(`${K}.Field.criticalDamage`), value: fighter.criticalDamage, min: 0, max: 99 },
        { input: "number", path: "system.dodge", label: text(`${K}.Field.dodge`), value: fighter.actor.dodge, min: -20, max: 30 },
      ],
    },
    {
      kind: "toggles",
      title: text(`${K}.Section.Conditions`),
      toggles: conditionToggles(D100_CONDITIONS, (id) => fighter.conditions[id]),
    },
    { kind: "buttons", title: text(`${K}.Section.Fate`), note: text(`${K}.Fate.Note`), buttons: fateButtons(fighter) },
  ];
  const gear: SheetBlock[] = [
    { kind: "items", title: text(`${K}.Section.Weapons`), itemType: WEAPON_TYPE, rows: rows.weapons, empty: text(`${K}.Empty.weapons`) },
    { kind: "items", title: text(`${K}.Section.Armour`), itemType: ARMOUR_TYPE, rows: rows.armour, empty: text(`${K}.Empty.armour`) },
  ];
  const actions: SheetBlock[] = [
    {
      kind: "actions",
      title: text(`${K}.Section.Actions`),
      note: text(budget === undefined ? `${K}.Budget.OutOfCombat` : `${K}.Budget.InCombat`),
      rows: actionRows(fighter, budget),
    },
  ];
  return {
    subtitle: text(`${K}.Subtitle.${fighter.actor.kind}`, { wounds: fighter.wounds, max: fighter.actor.wounds.max }),
    tabs: [
      { id: "main", label: text(`${K}.Tab.main`), blocks: main },
      { id: "gear", label: text(`${K}.Tab.gear`), blocks: gear },
      { id: "actions", label: text(`${K}.Tab.actions`), blocks: actions },
    ],
  };
}

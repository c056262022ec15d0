import { conditionToggles } from "../../../engine/conditions/declareConditions";
import * as Value from "../../../engine/schema/ValueChecks";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { CORE_ICONS } from "../../../engine/play/coreIcons";
import { refusalWords, text, type LocalText } from "../../../engine/text/LocalText";
import type { ButtonView, ItemRowView, SheetBlock, SheetView, StatView } from "../../../engine/play/SheetView";
import { actionDiceLeft, FISTS, type D20Fighter } from "../fighter";
import { D20ArmourSchema, D20WeaponSchema, SKILLS, type D20Weapon } from "../schema";
import { D20_COMBAT } from "./combat";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import { fighterOf } from "./snapshot";
import { D20_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.D20Segments";

function button(action: string, label: LocalText, data: Record<string, string>, refusal: LocalText | null, icon: string): ButtonView {
  const base = { action, label, data, disabled: refusal !== null, icon };
  return refusal === null ? base : { ...base, reason: refusal };
}

/** In a fight, an action must fit the round: not taken already, and not a round lost to a botch. */
function roundRefusal(budget: unknown, action: string, actor: ActorSnapshot): LocalText | null {
  if (budget === undefined) return null;
  const spent = D20_COMBAT.spend(budget, action, actor);
  return spent.ok ? null : refusalWords(spent.refusal);
}

const signed = (bonus: number): string => (bonus < 0 ? `${bonus}` : `+${bonus}`);

/** Every skill a fight rolls, each with its check; one left empty has no bonus and rolls at +0. */
function skillTiles(fighter: D20Fighter, budget: unknown, actor: ActorSnapshot): StatView[] {
  return SKILLS.map((skill) => {
    const bonus = fighter.actor.skills[skill];
    return {
      path: `system.skills.${skill}`,
      label: text(`${K}.Skill.${skill}`),
      abbreviation: text(skill === "dodge" || skill === "parry" ? `${K}.SkillKind.defence` : `${K}.SkillKind.combat`),
      value: bonus ?? null,
      min: -10,
      max: 40,
      unset: 0,
      roll: {
        ...button("rollSkill", text(`${K}.Roll.Check`, { bonus: signed(bonus ?? 0) }), { skill }, roundRefusal(budget, "check", actor), "fa-solid fa-dice-d20"),
        spends: "check",
      },
    };
  });
}

function weaponSummary(weapon: D20Weapon): LocalText[] {
  const lines = [text(`${K}.Weapon.Summary`, { category: `${K}.Skill.${weapon.category}`, weight: `${K}.Weight.${weapon.weight}`, damage: weapon.damage })];
  if (!weapon.natural) lines.push(text(`${K}.Weapon.HitPoints`, { hitPoints: weapon.hitPoints }));
  if (!weapon.equipped) lines.push(text(`${K}.Weapon.NotReady`));
  return lines;
}

function attackButton(fighter: D20Fighter, weapon: D20Weapon, ready: boolean, itemId: string, budget: unknown, actor: ActorSnapshot): ButtonView {
  const bonus = fighter.actor.skills[weapon.category] ?? 0;
  const refusal = !ready ? text("TURNWRIGHT.Refusal.weapon-not-ready", { name: actor.name }) : roundRefusal(budget, "attack", actor);
  return { ...button("attack", text(`${K}.Roll.Attack`, { bonus: signed(bonus) }), { item: itemId }, refusal, "fa-solid fa-crosshairs"), spends: "attack" };
}

function itemRows(actor: ActorSnapshot, fighter: D20Fighter, weaponIds: readonly string[], budget: unknown): { weapons: ItemRowView[]; armour: ItemRowView[] } {
  const weapons: ItemRowView[] = [];
  const armour: ItemRowView[] = [];
  for (const item of actor.items) {
    const data: unknown = item.system;
    const img = item.img ?? "";
    if (item.type === WEAPON_TYPE && Value.Check(D20WeaponSchema, data)) {
      weapons.push({
        id: item.id,
        name: item.name,
        img,
        summary: weaponSummary(data),
        buttons: [attackButton(fighter, data, weaponIds.includes(item.id), item.id, budget, actor)],
      });
    } else if (item.type === ARMOUR_TYPE && Value.Check(D20ArmourSchema, data)) {
      armour.push({ id: item.id, name: item.name, img, summary: [text(`${K}.Armour.Summary`, { reduction: data.reduction })], buttons: [] });
    }
  }
  weapons.push({
    id: "",
    name: FISTS.name,
    img: CORE_ICONS.bareHands,
    summary: weaponSummary(FISTS),
    buttons: [attackButton(fighter, FISTS, true, "", budget, actor)],
  });
  return { weapons, armour };
}

/**
 * The d20-segments actor sheet: the skills with a check each, initiative, hit points, the
 * action dice for this session, what a botch left behind (rounds lost, conditions), and the
 * weapons with their attack and the armour.
 */
export function d20Sheet(actor: ActorSnapshot, budget: unknown): SheetView {
  const read = fighterOf(actor);
  if (!read.ok) return { subtitle: refusalWords(read.refusal), tabs: [] };
  const fighter = read.value.fighter;
  const sheet = fighter.actor;
  const rows = itemRows(actor, fighter, read.value.weaponIds, budget);
  const main: SheetBlock[] = [
    { kind: "stats", title: text(`${K}.Section.Skills`), stats: skillTiles(fighter, budget, actor) },
    {
      kind: "fields",
      title: text(`${K}.Section.Combat`),
      fields: [
        {
          input: "select",
          path: "system.kind",
          label: text(`${K}.Field.kind`),
          value: sheet.kind,
          options: (["pc", "npc"] as const).map((kind) => ({ value: kind, label: text(`${K}.Kind.${kind}`) })),
        },
        { input: "number", path: "system.initiativeBonus", label: text(`${K}.Field.initiativeBonus`), value: sheet.initiativeBonus, min: -10, max: 30 },
      ],
    },
  ];
  const state: SheetBlock[] = [
    {
      kind: "tracks",
      title: text(`${K}.Section.Condition`),
      tracks: [
        {
          path: "system.hitPoints.value",
          maxPath: "system.hitPoints.max",
          label: text(`${K}.Field.hitPoints`),
          value: fighter.hitPoints,
          max: sheet.hitPoints.max,
        },
      ],
    },
    {
      kind: "fields",
      title: text(`${K}.Section.ActionDice`),
      fields: [
        { input: "number", path: "system.actionDice", label: text(`${K}.Field.actionDice`), value: sheet.actionDice, min: 0, max: 20 },
        { input: "number", path: "system.actionDiceSpent", label: text(`${K}.Field.actionDiceSpent`), value: sheet.actionDiceSpent, min: 0, max: 20 },
      ],
    },
    {
      kind: "toggles",
      title: text(`${K}.Section.Conditions`),
      toggles: conditionToggles(D20_CONDITIONS, (id) => sheet.conditions[id]),
    },
  ];
  const gear: SheetBlock[] = [
    { kind: "items", title: text(`${K}.Section.Weapons`), itemType: WEAPON_TYPE, rows: rows.weapons, empty: text(`${K}.Empty.weapons`) },
    { kind: "items", title: text(`${K}.Section.Armour`), itemType: ARMOUR_TYPE, rows: rows.armour, empty: text(`${K}.Empty.armour`) },
  ];
  return {
    subtitle: text(`${K}.Subtitle.${sheet.kind}`, { hitPoints: fighter.hitPoints, max: sheet.hitPoints.max, dice: actionDiceLeft(sheet) }),
    tabs: [
      { id: "main", label: text(`${K}.Tab.main`), blocks: main },
      { id: "state", label: text(`${K}.Tab.state`), blocks: state },
      { id: "gear", label: text(`${K}.Tab.gear`), blocks: gear },
    ],
  };
}

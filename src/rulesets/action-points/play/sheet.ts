import { conditionToggles } from "../../../engine/conditions/declareConditions";
import * as Value from "../../../engine/schema/ValueChecks";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { CORE_ICONS } from "../../../engine/play/coreIcons";
import type { CombatRules } from "../../../engine/play/CombatRules";
import { refusalWords, text, type LocalText } from "../../../engine/text/LocalText";
import type { ButtonView, ItemRowView, SheetBlock, SheetView, StatView } from "../../../engine/play/SheetView";
import { attackCost, MOVES, moveCost, PRE_COMBAT, preCombatCost } from "../actionCosts";
import { evOf, FISTS, type ApFighter, type NamedWeapon } from "../fighter";
import { LOCATION_RULES, LOCATIONS } from "../hitLocation";
import { isDead } from "../seriousInjury";
import { ApArmourSchema, ApWeaponSchema, ATTRIBUTES, DIE_TYPES, type ApOptions } from "../schema";
import { apCombat, apInBudget } from "./combat";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import { fighterOf } from "./snapshot";
import { AP_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.ActionPoints";

function button(action: string, label: LocalText, data: Record<string, string>, refusal: LocalText | null, icon: string, cost?: number): ButtonView {
  const base = { action, label, data, disabled: refusal !== null, icon, ...(cost === undefined ? {} : { cost: text(`${K}.Cost`, { cost }) }) };
  return refusal === null ? base : { ...base, reason: refusal };
}

/** In a fight, an action must fit the AP left; the tracker's own rules say why not, in the same words. */
function apRefusal(combat: CombatRules, budget: unknown, action: string, actor: ActorSnapshot): LocalText | null {
  if (budget === undefined) return null;
  const spent = combat.spend(budget, action, actor);
  return spent.ok ? null : refusalWords(spent.refusal);
}

/** The eight attributes, each its die chosen from d4 to d12 (or lost) and a test against the world's MTN. */
function attributeFields(fighter: ApFighter): SheetBlock {
  return {
    kind: "fields",
    title: text(`${K}.Section.Attributes`),
    fields: ATTRIBUTES.map((attribute) => ({
      input: "select" as const,
      path: `system.attributes.${attribute}`,
      label: text(`${K}.Attribute.${attribute}`),
      value: fighter.actor.attributes[attribute],
      options: DIE_TYPES.map((die) => ({ value: die, label: text(`${K}.Die.${die}`) })),
    })),
  };
}

function testButtons(fighter: ApFighter): ButtonView[] {
  return ATTRIBUTES.map((attribute) => {
    const die = fighter.actor.attributes[attribute];
    const refusal = fighter.down ? text("TURNWRIGHT.Refusal.down", { name: fighter.name }) : die === "none" ? text(`${K}.Refusal.lost`) : null;
    return button(
      "rollTest",
      text(`${K}.Roll.Test`, { attribute: `${K}.Attribute.${attribute}`, die: `${K}.Die.${die}` }),
      { attribute },
      refusal,
      "fa-solid fa-dice",
    );
  });
}

function skillStats(fighter: ApFighter): StatView[] {
  return (["combat", "defense", "toughness"] as const).map((skill) => ({
    path: `system.skills.${skill}`,
    label: text(`${K}.Skill.${skill}`),
    abbreviation: text(`${K}.SkillUse.${skill}`),
    value: fighter.actor.skills[skill],
    min: 0,
    max: 12,
  }));
}

function weaponSummary(weapon: NamedWeapon, ev: number): LocalText[] {
  return [
    text(`${K}.Weapon.Summary`, {
      ap: weapon.ap,
      cost: attackCost(weapon.ap, ev, false),
      damage: weapon.damage,
      kind: weapon.ranged ? `${K}.Weapon.ranged` : `${K}.Weapon.melee`,
    }),
  ];
}

function weaponRows(actor: ActorSnapshot, fighter: ApFighter, budget: unknown, combat: CombatRules): ItemRowView[] {
  const ev = evOf(fighter);
  const aim = fighter.actor.aim;
  const attack = (weapon: NamedWeapon, itemId: string): ButtonView => {
    const action = aim === "anywhere" ? `attack:${itemId}` : `attack:${itemId}:${aim}`;
    const cost = attackCost(weapon.ap, ev, aim !== "anywhere");
    return {
      ...button("attack", text(`${K}.Roll.Attack`, { cost }), { item: itemId }, apRefusal(combat, budget, action, actor), "fa-solid fa-crosshairs", cost),
      spends: action,
    };
  };
  const rows: ItemRowView[] = [];
  for (const item of actor.items) {
    const data: unknown = item.system;
    if (item.type === WEAPON_TYPE && Value.Check(ApWeaponSchema, data)) {
      const weapon = { ...data, name: item.name };
      rows.push({ id: item.id, name: item.name, img: item.img ?? "", summary: weaponSummary(weapon, ev), buttons: [attack(weapon, item.id)] });
    }
  }
  rows.push({ id: "", name: FISTS.name, img: CORE_ICONS.bareHands, summary: weaponSummary(FISTS, ev), buttons: [attack(FISTS, "")] });
  return rows;
}

function armourRows(actor: ActorSnapshot): ItemRowView[] {
  return actor.items.flatMap((item): ItemRowView[] => {
    const data: unknown = item.system;
    return item.type === ARMOUR_TYPE && Value.Check(ApArmourSchema, data)
      ? [{ id: item.id, name: item.name, img: item.img ?? "", summary: [text(`${K}.Armour.Summary`, { dr: data.dr, ev: data.ev })], buttons: [] }]
      : [];
  });
}

/** The moves, standing up and Full Defense, each with its cost in AP; refused with the tracker's reason when it does not fit. */
function actionButtons(actor: ActorSnapshot, fighter: ApFighter, budget: unknown, combat: CombatRules): ButtonView[] {
  const ev = evOf(fighter);
  const moves = MOVES.map((move) => ({
    ...button(
      "move",
      text(`${K}.Roll.${move}`, { cost: moveCost(move, ev) }),
      { move },
      apRefusal(combat, budget, move, actor),
      "fa-solid fa-person-running",
      moveCost(move, ev),
    ),
    spends: move,
  }));
  const stand = {
    ...button(
      "move",
      text(`${K}.Roll.stand`, { cost: moveCost("walk", ev) }),
      { move: "stand" },
      fighter.actor.prone ? apRefusal(combat, budget, "stand", actor) : text(`${K}.Refusal.notProne`),
      "fa-solid fa-person-arrow-up-from-line",
      moveCost("walk", ev),
    ),
    spends: "stand",
  };
  const defend = {
    ...button(
      "move",
      text(`${K}.Roll.fullDefense`, { bonus: fighter.actor.skills.defense }),
      { move: "fullDefense" },
      apRefusal(combat, budget, "fullDefense", actor),
      "fa-solid fa-shield-halved",
    ),
    spends: "fullDefense",
  };
  return [...moves, stand, defend];
}

/** The actions of the moment before a fight, each with its AP: refused once in the fight. */
function preCombatButtons(fighter: ApFighter, budget: unknown): ButtonView[] {
  const ev = evOf(fighter);
  const now = fighter.actor.actionPoints.value ?? fighter.actor.actionPoints.max;
  return PRE_COMBAT.map((action) => {
    const cost = preCombatCost(action, ev);
    const refusal =
      budget !== undefined
        ? text(`${K}.Refusal.fightBegun`)
        : action === "dropBags" && (fighter.bagsDropped || fighter.actor.bagsEv === 0)
          ? text(`${K}.Refusal.noBags`)
          : cost > now
            ? text(`${K}.Refusal.short`, { cost, left: now })
            : null;
    return button("preCombat", text(`${K}.PreCombat.${action}`, { cost }), { action }, refusal, "fa-solid fa-hourglass-start", cost);
  });
}

/** The main tab: the attributes with a test each against the world's MTN, the skills, Fitness and Movement. */
function mainBlocks(fighter: ApFighter, options: ApOptions): SheetBlock[] {
  const sheet = fighter.actor;
  return [
    attributeFields(fighter),
    { kind: "buttons", title: text(`${K}.Section.Tests`), note: text(`${K}.Tests.Note`, { mtn: options.standardMtn }), buttons: testButtons(fighter) },
    { kind: "stats", title: text(`${K}.Section.Skills`), stats: skillStats(fighter) },
    {
      kind: "fields",
      title: text(`${K}.Section.Character`),
      fields: [
        {
          input: "select",
          path: "system.kind",
          label: text(`${K}.Field.kind`),
          value: sheet.kind,
          options: (["pc", "npc"] as const).map((kind) => ({ value: kind, label: text(`${K}.Kind.${kind}`) })),
        },
        { input: "number", path: "system.fitness", label: text(`${K}.Field.fitness`), value: sheet.fitness, min: 1, max: 40 },
        { input: "number", path: "system.movement", label: text(`${K}.Field.movement`), value: sheet.movement, min: 0, max: 200 },
      ],
    },
  ];
}

/** The state tab: Action Points as they stand now, the session's damage, prone and the bags, and a day's rest. */
function stateBlocks(fighter: ApFighter, apNow: number, budget: unknown): SheetBlock[] {
  const sheet = fighter.actor;
  return [
    {
      kind: "tracks",
      title: text(`${K}.Section.ActionPoints`),
      tracks: [
        {
          path: "system.actionPoints.value",
          maxPath: "system.actionPoints.max",
          label: text(`${K}.Field.actionPoints`),
          value: Math.min(apNow, sheet.actionPoints.max),
          max: sheet.actionPoints.max,
        },
      ],
    },
    {
      kind: "fields",
      title: text(`${K}.Section.Damage`),
      fields: [
        { input: "number", path: "system.damageTaken", label: text(`${K}.Field.damageTaken`), value: sheet.damageTaken, min: 0, max: 999 },
        { input: "number", path: "system.bagsEv", label: text(`${K}.Field.bagsEv`), value: sheet.bagsEv, min: 0, max: 20 },
      ],
    },
    {
      kind: "toggles",
      title: text(`${K}.Section.Conditions`),
      // Bags dropped is no status: the token shows nothing of it, so it is the sheet's own toggle.
      toggles: [
        ...conditionToggles(AP_CONDITIONS, (id) => sheet[id]),
        { path: "system.bagsDropped", label: text(`${K}.Field.bagsDropped`), active: sheet.bagsDropped },
      ],
    },
    // Rest is for between fights: in one, the button says so.
    {
      kind: "buttons",
      title: text(`${K}.Section.Rest`),
      note: text(`${K}.Rest.Note`, { fitness: sheet.fitness }),
      buttons: [button("rest", text(`${K}.Roll.rest`), {}, budget === undefined ? null : text(`${K}.Refusal.inFight`), "fa-solid fa-bed")],
    },
  ];
}

/** The gear tab: the aim an attack is called at, the weapons and armour, the moves and the actions before the fight. */
function gearBlocks(actor: ActorSnapshot, fighter: ApFighter, budget: unknown, combat: CombatRules): SheetBlock[] {
  return [
    {
      kind: "fields",
      title: text(`${K}.Section.Aim`),
      fields: [
        {
          input: "select",
          path: "system.aim",
          label: text(`${K}.Field.aim`),
          value: fighter.actor.aim,
          options: [
            { value: "anywhere", label: text(`${K}.Aim.anywhere`) },
            ...LOCATIONS.map((location) => ({
              value: location,
              label: text(`${K}.Aim.called`, { location: `${K}.Location.${location}`, penalty: LOCATION_RULES[location].calledPenalty }),
            })),
          ],
        },
      ],
    },
    {
      kind: "items",
      title: text(`${K}.Section.Weapons`),
      itemType: WEAPON_TYPE,
      rows: weaponRows(actor, fighter, budget, combat),
      empty: text(`${K}.Empty.weapons`),
    },
    { kind: "items", title: text(`${K}.Section.Armour`), itemType: ARMOUR_TYPE, rows: armourRows(actor), empty: text(`${K}.Empty.armour`) },
    {
      kind: "buttons",
      title: text(`${K}.Section.Actions`),
      note: text(`${K}.Actions.Note`, { ev: evOf(fighter) }),
      buttons: actionButtons(actor, fighter, budget, combat),
    },
    { kind: "buttons", title: text(`${K}.Section.PreCombat`), note: text(`${K}.PreCombat.Note`), buttons: preCombatButtons(fighter, budget) },
  ];
}

/**
 * The action-points actor sheet: the eight attributes as die types with a test each, Fitness and
 * the three skills; Action Points, Movement, the session's damage and prone; the weapons with
 * what an attack costs (called at the sheet's aim), the armour, and the moves with their costs.
 */
export function apSheet(options: ApOptions): (actor: ActorSnapshot, budget: unknown) => SheetView {
  // The tracker's own rules, asked why a button does not fit, so the sheet refuses for the same reason.
  const combat = apCombat(options);
  return (actor, budget) => {
    const read = fighterOf(actor, options.standardMtn);
    if (!read.ok) return { subtitle: refusalWords(read.refusal), tabs: [] };
    const fighter = read.value.fighter;
    const sheet = fighter.actor;
    const apNow = apInBudget(budget) ?? sheet.actionPoints.value ?? sheet.actionPoints.max;
    const state = isDead(sheet.attributes) ? "dead" : fighter.down ? "down" : sheet.kind;
    return {
      subtitle: text(`${K}.Subtitle.${state}`, { ap: apNow, max: sheet.actionPoints.max, damage: sheet.damageTaken, fitness: sheet.fitness }),
      tabs: [
        { id: "main", label: text(`${K}.Tab.main`), blocks: mainBlocks(fighter, options) },
        { id: "state", label: text(`${K}.Tab.state`), blocks: stateBlocks(fighter, apNow, budget) },
        { id: "gear", label: text(`${K}.Tab.gear`), blocks: gearBlocks(actor, fighter, budget, combat) },
      ],
    };
  };
}

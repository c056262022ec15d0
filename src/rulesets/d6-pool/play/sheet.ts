import { conditionToggles } from "../../../engine/conditions/declareConditions";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { refusalWords, text, type LocalText } from "../../../engine/text/LocalText";
import type { ButtonView, FieldView, ItemRowView, SheetBlock, SheetView } from "../../../engine/play/SheetView";
import * as Value from "../../../engine/schema/ValueChecks";
import type { Outcome } from "../../../engine/Refusal";
import { DEFENCE_SKILL } from "../actions";
import { defenceOf, type DefenceKind } from "../activeDefence";
import { acceptedCode, formatDieCode, strengthDamage, type DieCode } from "../dieCode";
import { codeThisRound, parryingWeapon, type D6Fighter, type NamedWeapon } from "../fighter";
import type { Trait } from "../rollCode";
import { ATTRIBUTES, D6ArmourSchema, D6WeaponSchema, DIE_CODE, SKILL_ATTRIBUTE, SKILLS } from "../schema";
import type { ComplicationRule } from "../WildDie";
import { WOUND_LEVELS } from "../woundLevel";
import { budgetOf, defenceSpend, inRound, penaltyOf, spendAction } from "./budget";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import { fighterOf } from "./snapshot";
import { D6_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.D6Pool";

function button(action: string, label: LocalText, data: Record<string, string>, refusal: LocalText | null, icon: string): ButtonView {
  const base = { action, label, data, disabled: refusal !== null, icon };
  return refusal === null ? base : { ...base, reason: refusal };
}

const refusalOf = (outcome: Outcome<unknown>): LocalText | null => (outcome.ok ? null : refusalWords(outcome.refusal));

/** What a roll button says: the code this round gives it, and the dice the declared actions take off. `name` is a key. */
function rollLabel(name: string, code: Outcome<DieCode>, penalty: number): LocalText {
  if (!code.ok) return text(`${K}.Roll.Empty`, { trait: name });
  return penalty > 0
    ? text(`${K}.Roll.Penalty`, { trait: name, code: formatDieCode(code.value), penalty })
    : text(`${K}.Roll.Plain`, { trait: name, code: formatDieCode(code.value) });
}

/** In a fight, the action a button takes must fit the budget: declared and not all used. */
function budgetRefusal(budget: unknown, action: string): LocalText | null {
  return budget === undefined ? null : refusalOf(spendAction(budget, action));
}

function rollButtons(fighter: D6Fighter, budget: unknown): ButtonView[] {
  const penalty = budget === undefined ? 0 : penaltyOf(budget);
  const traits: readonly Trait[] = [...ATTRIBUTES, ...SKILLS];
  return traits.map((trait) => {
    const code = codeThisRound(fighter, trait);
    return {
      ...button(
        "rollTrait",
        rollLabel(`${K}.Trait.${trait}`, code, penalty),
        { trait },
        refusalOf(code) ?? budgetRefusal(budget, "roll"),
        "fa-solid fa-dice-six",
      ),
      spends: "roll",
    };
  });
}

function defenceButtons(fighter: D6Fighter, budget: unknown, actor: ActorSnapshot): ButtonView[] {
  const kinds: readonly DefenceKind[] = ["dodge", "block", "parry"];
  const penalty = budget === undefined ? 0 : penaltyOf(budget);
  return kinds.flatMap((kind) =>
    (["partial", "full"] as const).map((extent) => {
      const code = codeThisRound(fighter, DEFENCE_SKILL[kind]);
      const name = `${K}.${extent === "full" ? "FullDefence" : "Defence"}.${kind}`;
      const refusal =
        budget === undefined
          ? text("TURNWRIGHT.Refusal.not-in-fight")
          : kind === "parry" && parryingWeapon(fighter) === undefined
            ? text("TURNWRIGHT.Refusal.no-weapon", { name: actor.name })
            : (refusalOf(code) ?? refusalOf(spendAction(budget, defenceSpend(defenceOf(kind, 0, extent)))));
      return button(
        "defend",
        rollLabel(name, code, penalty),
        { kind, extent },
        refusal,
        extent === "full" ? "fa-solid fa-shield-halved" : "fa-solid fa-shield",
      );
    }),
  );
}

function codeField(path: string, label: LocalText, value: string | undefined, unset?: string): FieldView {
  // Every code field shows a code already, so the form needs no hint under each one.
  return { input: "text", path, label, value: value ?? "", pattern: DIE_CODE, ...(unset === undefined ? {} : { unset }) };
}

function itemRows(actor: ActorSnapshot, fighter: D6Fighter, budget: unknown): { weapons: ItemRowView[]; armour: ItemRowView[] } {
  const weapons: ItemRowView[] = [];
  const armour: ItemRowView[] = [];
  const penalty = budget === undefined ? 0 : penaltyOf(budget);
  for (const item of actor.items) {
    const data: unknown = item.system;
    const img = item.img ?? "";
    if (item.type === WEAPON_TYPE && Value.Check(D6WeaponSchema, data)) {
      const weapon: NamedWeapon = { name: item.name, ...data };
      const code = codeThisRound(fighter, weapon.skill);
      const summary = [text(`${K}.Weapon.Summary`, { skill: `${K}.Trait.${weapon.skill}`, damage: weapon.damage })];
      if (weapon.sharp) summary.push(text(`${K}.Weapon.sharp`));
      weapons.push({
        id: item.id,
        name: item.name,
        img,
        summary,
        buttons: [
          {
            ...button(
              "attack",
              rollLabel(`${K}.Roll.Attack`, code, penalty),
              { item: item.id },
              refusalOf(code) ?? budgetRefusal(budget, "attack"),
              "fa-solid fa-crosshairs",
            ),
            spends: "attack",
          },
        ],
      });
    } else if (item.type === ARMOUR_TYPE && Value.Check(D6ArmourSchema, data)) {
      armour.push({ id: item.id, name: item.name, img, summary: [text(`${K}.Armour.Summary`, { resistance: data.resistance })], buttons: [] });
    }
  }
  return { weapons, armour };
}

/** The defence in force and the round's declaration, in words, while the character is in a fight. */
function roundNote(budget: unknown): LocalText {
  if (budget === undefined) return text(`${K}.Round.OutOfCombat`);
  const held = budgetOf(budget);
  if (held.declared === null) return text(`${K}.Round.Undeclared`);
  return text(`${K}.Round.Declared`, { declared: held.declared, used: held.used, penalty: held.declared - 1 });
}

/** The main tab: attributes and skills as die codes (a skill left empty rolls its attribute), a roll for each, the active defences. */
function mainBlocks(actor: ActorSnapshot, fighter: D6Fighter, budget: unknown): SheetBlock[] {
  const sheet = fighter.actor;
  return [
    {
      kind: "fields",
      title: text(`${K}.Section.Attributes`),
      fields: ATTRIBUTES.map((key) => codeField(`system.${key}`, text(`${K}.Trait.${key}`), sheet[key])),
    },
    {
      kind: "fields",
      title: text(`${K}.Section.Skills`),
      fields: SKILLS.map((key) => codeField(`system.skills.${key}`, text(`${K}.Trait.${key}`), sheet.skills[key], sheet[SKILL_ATTRIBUTE[key]])),
    },
    { kind: "buttons", title: text(`${K}.Section.Rolls`), note: roundNote(budget), buttons: rollButtons(fighter, budget) },
    { kind: "buttons", title: text(`${K}.Section.Defence`), note: text(`${K}.Defence.Note`), buttons: defenceButtons(fighter, budget, actor) },
  ];
}

/** A Fate Point doubles a round's rolls: offered in a fight only, while the character has one and the budget takes it. */
function fateButton(fighter: D6Fighter, budget: unknown): ButtonView {
  const refusal =
    budget === undefined
      ? text("TURNWRIGHT.Refusal.not-in-fight")
      : fighter.fatePoints < 1
        ? text("TURNWRIGHT.Refusal.no-fate")
        : budgetRefusal(budget, "fate");
  return { ...button("spendFate", text(`${K}.Luck.fate`), {}, refusal, "fa-solid fa-star"), spends: "fate" };
}

/** The state tab: the wound and the points of luck, the conditions, and a Fate Point to spend. */
function stateBlocks(fighter: D6Fighter, budget: unknown): SheetBlock[] {
  return [
    {
      kind: "fields",
      title: text(`${K}.Section.Condition`),
      fields: [
        {
          input: "select",
          path: "system.wound",
          label: text(`${K}.Field.wound`),
          value: fighter.wound,
          options: WOUND_LEVELS.map((level) => ({ value: level, label: text(`${K}.Wound.${level}`) })),
        },
        { input: "number", path: "system.characterPoints", label: text(`${K}.Field.characterPoints`), value: fighter.characterPoints, min: 0, max: 999 },
        { input: "number", path: "system.fatePoints", label: text(`${K}.Field.fatePoints`), value: fighter.fatePoints, min: 0, max: 99 },
      ],
    },
    {
      kind: "toggles",
      title: text(`${K}.Section.Conditions`),
      toggles: conditionToggles(D6_CONDITIONS, (id) => fighter.actor.conditions[id]),
    },
    { kind: "buttons", title: text(`${K}.Section.Luck`), note: text(`${K}.Luck.Note`), buttons: [fateButton(fighter, budget)] },
  ];
}

/** The gear tab: weapons with their attack, and armour. */
function gearBlocks(actor: ActorSnapshot, fighter: D6Fighter, budget: unknown): SheetBlock[] {
  const rows = itemRows(actor, fighter, budget);
  return [
    { kind: "items", title: text(`${K}.Section.Weapons`), itemType: WEAPON_TYPE, rows: rows.weapons, empty: text(`${K}.Empty.weapons`) },
    { kind: "items", title: text(`${K}.Section.Armour`), itemType: ARMOUR_TYPE, rows: rows.armour, empty: text(`${K}.Empty.armour`) },
  ];
}

/**
 * The d6-pool actor sheet: attributes and skills as die codes (a skill left empty rolls its
 * attribute), a roll button for each at the code this round gives it, the active defences,
 * wound and luck; weapons with their attack and armour.
 */
export function d6Sheet(rule: ComplicationRule) {
  return (actor: ActorSnapshot, budget: unknown): SheetView => {
    const read = fighterOf(actor, rule);
    if (!read.ok) return { subtitle: refusalWords(read.refusal), tabs: [] };
    const fighter = inRound(read.value.fighter, budget);
    const sheet = fighter.actor;
    return {
      subtitle: text(`${K}.Subtitle.${sheet.kind}`, {
        wound: `${K}.Wound.${fighter.wound}`,
        strength: formatDieCode(strengthDamage(acceptedCode(sheet.strength))),
      }),
      tabs: [
        { id: "main", label: text(`${K}.Tab.main`), blocks: mainBlocks(actor, fighter, budget) },
        { id: "state", label: text(`${K}.Tab.state`), blocks: stateBlocks(fighter, budget) },
        { id: "gear", label: text(`${K}.Tab.gear`), blocks: gearBlocks(actor, fighter, budget) },
      ],
    };
  };
}

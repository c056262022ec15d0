import { validate } from "../../../src/engine/schema/validate";
import { D100_ARMOUR, D100_WEAPONS } from "../../../src/rulesets/d100-fate/armoury";
import { enterFight, type D100Fighter, type NamedArmour, type NamedWeapon } from "../../../src/rulesets/d100-fate/fighter";
import { D100ActorSchema } from "../../../src/rulesets/d100-fate/schema";

export function weapon(name: string): NamedWeapon {
  const found = D100_WEAPONS[name];
  if (found === undefined) throw new Error(`no weapon ${name}`);
  return { name, ...found };
}

export function armour(name: string): NamedArmour {
  const found = D100_ARMOUR[name];
  if (found === undefined) throw new Error(`no armour ${name}`);
  return { name, ...found };
}

/** A fighter from partial actor fields, validated like a scenario's. */
export function fighter(id: string, side: string, actor: Record<string, unknown>, weapons: string[] = [], worn: string[] = []): D100Fighter {
  const checked = validate(D100ActorSchema, actor);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return enterFight({ id, name: id, side }, checked.value, weapons.map(weapon), worn.map(armour));
}

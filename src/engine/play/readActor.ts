import type { Static, TObject, TSchema } from "@sinclair/typebox";
import * as Value from "../schema/ValueChecks";
import { allow, refuse, type Outcome } from "../Refusal";
import { validate } from "../schema/validate";
import type { ActorSnapshot } from "./ActorSnapshot";

/**
 * An actor's `system` as its rule set's schema reads it (defaults for what an older sheet lacks).
 * An actor of another type, or a sheet that does not validate, is refused with the field at fault.
 */
export function actorSystem<S extends TSchema>(actor: ActorSnapshot, type: string, schema: S): Outcome<Static<S>> {
  if (actor.type !== type) return refuse("wrong-actor-type", `${actor.name} is not a ${type} actor`, { name: actor.name });
  const checked = validate(schema, actor.system, "system");
  if (checked.ok) return allow(checked.value);
  const issue = checked.issues[0];
  return refuse("actor-invalid", `${actor.name}: ${issue === undefined ? "invalid data" : `${issue.path} is not ${issue.expected}`}`, { name: actor.name });
}

/** The actor's items of one type that its schema accepts, each with its id and name; the others are left out. */
export function itemsOfActor<S extends TObject>(
  actor: ActorSnapshot,
  type: string,
  schema: S,
): { readonly id: string; readonly item: Static<S> & { readonly name: string } }[] {
  const found: { readonly id: string; readonly item: Static<S> & { readonly name: string } }[] = [];
  for (const item of actor.items) {
    const data: unknown = item.system;
    if (item.type === type && Value.Check(schema, data)) found.push({ id: item.id, item: Object.assign({}, data, { name: item.name }) });
  }
  return found;
}

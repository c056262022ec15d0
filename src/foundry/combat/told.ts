import type { Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";

/** A user's own action: a refusal reaches them as a notification, with the reason. */
export async function told<T>(port: Pick<CombatPort<unknown>, "refuse">, outcome: Promise<Outcome<T>>): Promise<Outcome<T>> {
  const settled = await outcome;
  if (!settled.ok) port.refuse(settled.refusal);
  return settled;
}

import type { Refusal } from "../Refusal";

/**
 * A refusal of the clock's as a fight's log says it. The clock knows combatants by id, and opens
 * a sentence about one (`data.combatant`) with its id; the log calls it by its name, as every
 * other line does, and says a reason as a clause after "refused:", without a full stop.
 */
export function refusalByName(refusal: Refusal, nameOf: (id: string) => string): Refusal {
  const id = refusal.data?.["combatant"];
  const { message } = refusal;
  const named =
    typeof id === "string" && (message.startsWith(`${id} `) || message.startsWith(`${id}'s `)) ? `${nameOf(id)}${message.slice(id.length)}` : message;
  return { ...refusal, message: named.replace(/\.$/, "") };
}

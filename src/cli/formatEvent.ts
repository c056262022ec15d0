import type { CombatEvent } from "../engine/events";

function at(event: CombatEvent): string {
  const parts = [`R${event.round}`];
  if (event.phase !== undefined) parts.push(`P${event.phase}`);
  if (event.segment !== undefined) parts.push(`S${event.segment}`);
  if (event.pass !== undefined) parts.push(`pass ${event.pass}`);
  return parts.join(" ").padEnd(6);
}

/** One log line a person reads; `--json` prints the event itself instead. */
export function formatEvent(event: CombatEvent): string {
  const time = at(event);
  switch (event.type) {
    case "combat-start":
      return `${time} combat begins (${event.ruleset}): ${event.combatants.map((c) => `${c.name} [${c.side}]${c.surprised ? " surprised" : ""}`).join(", ")}`;
    case "initiative":
      return `${time} ${event.combatant} initiative ${event.total}${event.dice.length === 0 ? "" : ` (die ${event.dice.join(", ")})`}${event.note === undefined ? "" : `; ${event.note}`}`;
    case "round-start":
      return `${time} round ${event.round} begins: ${event.order.join(" > ")}${(event.together ?? []).map((group) => `; together: ${group.join(" = ")}`).join("")}`;
    case "turn-start":
      return `${time} ${event.combatant}'s turn`;
    case "declare":
      return `${time}   ${event.combatant} declares ${event.actions} action${event.actions === 1 ? "" : "s"}${event.penalty === 0 ? "" : ` (-${event.penalty}D on every roll)`}`;
    case "action":
      return `${time}   ${event.combatant}: ${event.action} (${event.kind})${event.target === undefined ? "" : ` -> ${event.target}`}${event.cost === undefined ? "" : ` for ${event.cost} AP, ${event.apLeft ?? 0} left`}`;
    case "abort": {
      const step = event.phase === undefined ? "round" : "Phase";
      const cost = event.forfeits === "this-step" ? `its action later this ${step}` : `its action in the next ${step}`;
      return `${time}   ${event.combatant}: aborts to ${event.action} against ${event.attacker}, giving up ${cost}`;
    }
    case "roll": {
      const against = event.target === undefined ? "" : ` vs ${event.target}`;
      const verdict = event.success === undefined ? "" : ` ${event.success ? "success" : "failure"}${event.degrees === undefined ? "" : ` (${event.degrees} ${event.success ? "DoS" : "DoF"})`}`;
      const code = event.code === undefined ? "" : ` ${event.code}`;
      const wild = event.wild === undefined ? "" : ` wild [${event.wild.join(", ")}]${event.complication === true ? " complication" : ""}`;
      return `${time}     ${event.combatant} rolls ${event.purpose}${code}: [${event.dice.join(", ")}]${wild} = ${event.total}${against}${verdict}`;
    }
    case "attack":
      return `${time}     ${event.attacker}${event.total === undefined ? "" : ` (${event.roll ?? "?"} → ${event.total})`} ${event.hit ? "hits" : "misses"} ${event.target}${event.hit && event.hits !== undefined ? ` (${event.hits} hit${event.hits === 1 ? "" : "s"}${event.location === undefined ? "" : `, ${event.location}`})` : ""}`;
    case "defense":
      return `${time}     ${event.defender} ${reactionVerb(event.reaction)}${event.total === undefined ? "" : ` (${event.full === true ? "full " : ""}defence ${event.total})`}: ${event.success ? (event.negated === undefined ? "stops the attack" : `stops ${event.negated}`) : "fails"}`;
    case "damage":
      return `${time}     ${event.target} takes ${event.amount}${event.location === undefined ? "" : ` to the ${event.location}`}${event.raw === undefined ? "" : ` (rolled ${event.raw}, soak ${event.soak ?? 0}${event.multiplier === undefined || event.multiplier === 1 ? "" : `, ×${event.multiplier}`})`}: ${event.result}`;
    case "resource":
      return `${time}     ${event.combatant} ${event.resource}: ${event.use}${event.remaining === undefined ? "" : ` (now ${event.remaining})`}`;
    case "condition":
      return `${time}     ${event.combatant} ${event.active ? "is now" : "is no longer"} ${event.condition}`;
    case "refused":
      return `${time}   ${event.combatant}: ${event.action} refused: ${event.reason}`;
    case "turn-end":
      return `${time} ${event.combatant}'s turn ends`;
    case "round-end":
      return `${time} round ${event.round} ends${event.elapsed === undefined ? "" : ` (${event.elapsed.seconds} s: ${event.elapsed.segments} segments, ${event.elapsed.turns} turns)`}`;
    case "botch":
      return `${time}     ${event.combatant} botches (paid by ${event.paidBy}): table ${event.table}, ${event.result}${event.duration === undefined ? "" : ` for ${event.duration} rounds`}`;
    case "injury":
      return `${time}     ${event.combatant}'s ${event.attribute} drops from ${event.from} to ${event.to === "none" ? "nothing" : event.to}`;
    case "combat-end":
      return `${time} combat ends after ${event.rounds} round${event.rounds === 1 ? "" : "s"}: ${event.winner === null ? `no winner (${event.reason})` : `${event.winner} win`}`;
  }
}

/** A defence as a verb the log reads well with: parries, deflects, dodges, blocks. */
function reactionVerb(reaction: string): string {
  if (reaction === "parry") return "parries";
  if (reaction === "missileDeflection") return "deflects";
  return `${reaction}s`;
}

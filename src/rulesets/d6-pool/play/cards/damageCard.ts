import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState } from "../../../../engine/play/CardRules";
import type { DamageDealing } from "../../../../engine/play/dealDamage";
import { text } from "../../../../engine/text/LocalText";
import { allow } from "../../../../engine/Refusal";
import { resistanceCode } from "../../damage";
import { formatDieCode } from "../../dieCode";
import { actorNow } from "../../fighter";
import type { ComplicationRule } from "../../WildDie";
import { STUN, woundTaken } from "../../stun";
import { woundFrom } from "../../woundLevel";
import { fighterOf } from "../snapshot";
import type { DamageCard, Injury, Pool } from "./cardData";
import { codeDice, poolFrom } from "./tableRoll";

export const DAMAGE = "damage";

const K = "TURNWRIGHT.D6Pool";

/**
 * The damage card of an injury the attack card settled: the attacker's damage roll and the bonus
 * its accuracy earned. Nobody is hurt until its damage is dealt, when each defender rolls its
 * own resistance (see damageDealing). `from` is whoever deals the injury (the attacker, or for
 * a parrying blade's backlash the parrier) and `to` whoever it reached first.
 */
export function startDamage(weaponName: string, injury: Injury, pool: Pool, from: string, to: string, backlash: boolean): CardState {
  const data: DamageCard = { weaponName, code: injury.code, bonus: injury.bonus, damage: pool, backlash };
  return { kind: DAMAGE, actors: [from, to], data, used: [] };
}

/**
 * The card's damage on one defender, through the defender's own resistance roll (Strength and
 * the armour it wears, thrown by the GM's game when the damage is dealt): what the damage and
 * bonus beat the resistance by is what gets through, the GM's adjustment is worked on that
 * margin, and the margin gives the wound, laid on the one the defender holds.
 */
export function damageDealing(rule: ComplicationRule): DamageDealing<DamageCard> {
  const resisting = (defender: ActorSnapshot) => {
    const read = fighterOf(defender, rule);
    if (!read.ok) return read;
    const fighter = read.value.fighter;
    return allow({ fighter, code: formatDieCode(resistanceCode(actorNow(fighter), fighter.armour)) });
  };
  return {
    dice(_data, defender) {
      const read = resisting(defender);
      return read.ok ? allow(codeDice(read.value.code)) : read;
    },
    deal(data, defender, adjust, thrown: readonly DiceOutcome[]) {
      const read = resisting(defender);
      if (!read.ok) return read;
      const { fighter, code } = read.value;
      const resistance = poolFrom(thrown[0], rule, code);
      if (!resistance.ok) return resistance;
      const margin = adjust(Math.max(0, data.damage.total + data.bonus - resistance.value.total));
      // The wound is read with a stun in force; a stun taken is the stun effect, never a stored level.
      const { level, store, stuns } = woundTaken(fighter.wound, woundFrom(margin, 0));
      const after: Record<string, string> = store === null ? {} : { wound: store };
      const before = { wound: fighter.wound };
      const lines = [
        text(`${K}.Card.DealtTo`, {
          name: defender.name,
          code,
          resistance: resistance.value.total,
          dice: resistance.value.dice.join(", "),
          margin,
          wound: `${K}.Wound.${level}`,
        }),
      ];
      if (resistance.value.complication) lines.push(text(`${K}.Card.ResistanceComplication`, { name: defender.name }));
      if (stuns) lines.push(text(`${K}.Card.StunLasts`, { name: defender.name }));
      return allow({ before, after, lines, ...(stuns ? { effects: [STUN] } : {}) });
    },
  };
}

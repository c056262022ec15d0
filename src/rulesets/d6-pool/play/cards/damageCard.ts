import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import type { DamageDealing } from "../../../../engine/play/dealDamage";
import { text } from "../../../../engine/text/LocalText";
import { allow } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { resistanceCode } from "../../damage";
import { formatDieCode } from "../../dieCode";
import { actorNow } from "../../fighter";
import { STUN, woundTaken } from "../../stun";
import type { ComplicationRule } from "../../WildDie";
import { woundFrom } from "../../woundLevel";
import { fighterOf } from "../snapshot";
import { codeDice, CodeSchema, poolFrom, poolRoll, PoolSchema, type Pool } from "./rolledPool";

const K = "TURNWRIGHT.D6Pool";

const DAMAGE = "damage";

/** What reaches someone once the attack is settled, and the wound it left when it was rolled. */
export const InjurySchema = Type.Object({
  code: CodeSchema,
  bonus: Type.Integer({ minimum: 0 }),
  damage: Type.Union([PoolSchema, Type.Null()]),
  resistance: Type.Union([PoolSchema, Type.Null()]),
  wound: Type.Union([Type.String(), Type.Null()]),
});
export type Injury = Static<typeof InjurySchema>;

/** An injury's damage roll, waiting to be dealt: each defender rolls its own resistance when it takes it. */
const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  code: CodeSchema,
  bonus: Type.Integer({ minimum: 0 }),
  damage: PoolSchema,
  /** The parrying blade's cut on the attacker's bare hand, rather than the attacker's blow. */
  backlash: Type.Boolean(),
});
type DamageCard = Static<typeof DamageCardSchema>;

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
function damageDealing(rule: ComplicationRule): DamageDealing<DamageCard> {
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

/** A damage roll as the cards draw it, with the bonus the attack's accuracy earned. */
export function damageRoll(code: string, bonus: number, damage: Pool): CardRollView {
  return poolRoll(
    text(`${K}.Card.Damage`, { bonus }),
    code,
    damage,
    bonus > 0 ? { detail: text(`${K}.Card.DamageBonus`, { bonus, total: damage.total + bonus }) } : {},
  );
}

/** An injury's damage roll, waiting to be dealt: each defender's resistance and wound are listed as it takes it. */
function damageView(data: DamageCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const from = actorName(actors, card.actors[0] ?? "");
  const to = actorName(actors, card.actors[1] ?? "");
  return {
    title: text(data.backlash ? `${K}.Card.BacklashTitle` : `${K}.Card.DamageTitle`, { name: to, weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: from }),
    rolls: [damageRoll(data.code, data.bonus, data.damage)],
    lines: [text(`${K}.Card.DamageWaits`)],
    buttons: [],
  };
}

/** An injury's damage, spawned by the attack card that settled it, dealt where the GM points. */
export function damageCard(rule: ComplicationRule): CardKind {
  return defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: {}, view: damageView, damage: damageDealing(rule) });
}

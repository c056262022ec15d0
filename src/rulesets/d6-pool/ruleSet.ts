import { D6_POOL_DECLARATION } from "./declaration";
import type { RuleSet } from "../RuleSet";
import { D6_POOL_GALLERY } from "./play/galleryPage";
import { D6_POOL_MODULE } from "./play/module";
import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { d6PoolRuntime } from "./runtime";
import { D6_EVENT_WORDS } from "./play/eventWords";

/** D6 pools with a Wild Die, initiative rolled every round, actions declared up front, defences held until the next turn. */
export const D6_POOL: RuleSet = {
  ...D6_POOL_DECLARATION,
  runtime: bindRuleSet(d6PoolRuntime),
  play: D6_POOL_MODULE,
  gallery: D6_POOL_GALLERY,
  eventWords: D6_EVENT_WORDS,
};

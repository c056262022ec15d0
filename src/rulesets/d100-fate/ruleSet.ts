import { D100_DECLARATION } from "./declaration";
import type { RuleSet } from "../RuleSet";
import { D100_GALLERY } from "./play/galleryPage";
import { D100_MODULE } from "./play/module";
import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { d100FateRuntime } from "./runtime";
import { D100_EVENT_WORDS } from "./play/eventWords";

/** d100 tests with degrees of success, Fate Points, Full and Half Actions and one Reaction a round. */
export const D100_FATE: RuleSet = {
  ...D100_DECLARATION,
  runtime: bindRuleSet(d100FateRuntime),
  play: D100_MODULE,
  gallery: D100_GALLERY,
  eventWords: D100_EVENT_WORDS,
};

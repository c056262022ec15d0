import type { RollRequest, RollRequests } from "../../../engine/play/RollRequests";
import { renderText, type Translator } from "../../../engine/text/LocalText";

/** An actor the GM may ask, and where the dialog found it: among the selected tokens, in the combat, or among the players' characters. */
export interface Candidate {
  readonly ref: string;
  readonly name: string;
  readonly from: "selected" | "combat" | "named";
}

/** The dialog's template context: the tests and difficulties in words, and a checkbox per candidate. */
export interface RollRequestContext {
  readonly tests: readonly { readonly id: string; readonly label: string; readonly selected: boolean }[];
  readonly difficulties: readonly { readonly id: string; readonly label: string; readonly selected: boolean }[];
  readonly candidates: readonly { readonly name: string; readonly label: string; readonly from: string; readonly ticked: boolean }[];
}

const FROM = { selected: "TURNWRIGHT.RollRequest.Selected", combat: "TURNWRIGHT.RollRequest.Combat", named: "TURNWRIGHT.RollRequest.Named" } as const;

/** Each actor once, where it was first found: the selected tokens first, then the combat, then the rest. */
export function candidatesOnce(found: readonly Candidate[]): Candidate[] {
  const order = ["selected", "combat", "named"];
  const sorted = [...found].sort((a, b) => order.indexOf(a.from) - order.indexOf(b.from));
  const seen = new Set<string>();
  return sorted.filter((candidate) => (seen.has(candidate.ref) ? false : (seen.add(candidate.ref), true)));
}

/**
 * What the dialog shows: the rule set's tests (the first chosen) and difficulties (its usual one
 * chosen), and a checkbox per candidate, ticked where it came from `ticked` (the selected tokens
 * from the token HUD, the combat's actors from the tracker). A checkbox is named by its place in
 * the list: an actor's ref has dots, which core's form reading would expand into objects.
 */
export function requestContext(rules: RollRequests, candidates: readonly Candidate[], ticked: Candidate["from"], words: Translator): RollRequestContext {
  return {
    tests: rules.tests.map((test, index) => ({ id: test.id, label: renderText(test.label, words), selected: index === 0 })),
    difficulties: rules.difficulties.map((each) => ({ id: each.id, label: renderText(each.label, words), selected: each.id === rules.usualDifficulty })),
    candidates: candidates.map((candidate, index) => ({
      name: `actor${index}`,
      label: candidate.name,
      from: FROM[candidate.from],
      ticked: candidate.from === ticked,
    })),
  };
}

/** The GM's answer read back from the dialog's form; what it does not say is not asked (unticked, public, not opposed). The GM's game checks the rest. */
export function readRequestAnswer(answer: unknown, candidates: readonly Candidate[]): RollRequest | null {
  if (typeof answer !== "object" || answer === null) return null;
  const field = (name: string): unknown => Reflect.get(answer, name);
  const test = field("test");
  const difficulty = field("difficulty");
  if (typeof test !== "string" || typeof difficulty !== "string") return null;
  const actors = candidates.filter((_, index) => field(`actor${index}`) === true).map((candidate) => candidate.ref);
  return { test, difficulty, actors, opposed: field("opposed") === true, secret: field("secret") === true };
}

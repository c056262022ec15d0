import type { Theme } from "./GalleryState";

/** What the page's address asks for: `?rules=phases-3d6&theme=dark`, `&page=odds` for the Odds page, `&lang=de` for German. */
export interface GalleryAddress {
  /** The rule set's id as written in the address, or the default when none is. */
  readonly rules: string;
  readonly theme: Theme | "both";
  /** The sheets, cards and tracker, or the tracker's Odds dialog. */
  readonly page: "table" | "odds";
  /** The language's code as system.json declares it; English when none is asked for. */
  readonly lang: string;
}

/** The language a world plays in when nobody chose another. */
export const DEFAULT_LANG = "en";

export function readAddress(search: string, defaultRules: string): GalleryAddress {
  const query = new URLSearchParams(search);
  const theme = query.get("theme");
  return {
    rules: query.get("rules") ?? defaultRules,
    theme: theme === "light" || theme === "dark" ? theme : "both",
    page: query.get("page") === "odds" ? "odds" : "table",
    lang: query.get("lang") ?? DEFAULT_LANG,
  };
}

export function themesOf(address: GalleryAddress): Theme[] {
  return address.theme === "both" ? ["light", "dark"] : [address.theme];
}

function hrefOf(address: GalleryAddress): string {
  const query = new URLSearchParams({ rules: address.rules, theme: address.theme });
  if (address.page === "odds") query.set("page", "odds");
  if (address.lang !== DEFAULT_LANG) query.set("lang", address.lang);
  return `?${query.toString()}`;
}

/** A choice the bar offers by links: a rule set or a language. */
export interface Choice {
  readonly id: string;
  readonly name: string;
}

/**
 * The bar's links keep what the other links chose: a theme link stays on this rule set and
 * language, a rule set link on this theme and language, a language link on this page. The page
 * on show is marked as the current one.
 */
export function linkAddressBar(root: ParentNode, address: GalleryAddress, ruleSets: readonly Choice[], languages: readonly Choice[]): void {
  linkChoices(root.querySelector("[data-lang-links]"), "langLink", languages, address.lang, (lang) => ({ ...address, lang }));
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>("a[data-theme-link]"))) {
    const theme = link.dataset["themeLink"];
    const next = { ...address, theme: readAddress(`?theme=${theme ?? ""}`, address.rules).theme };
    link.href = hrefOf(next);
    if (next.theme === address.theme) link.setAttribute("aria-current", "page");
  }
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>("a[data-page-link]"))) {
    const page = link.dataset["pageLink"] === "odds" ? "odds" : "table";
    link.href = hrefOf({ ...address, page });
    if (page === address.page) link.setAttribute("aria-current", "page");
  }
  linkChoices(root.querySelector("[data-rules-links]"), "rulesLink", ruleSets, address.rules, (rules) => ({ ...address, rules }));
}

function linkChoices(nav: Element | null, data: string, choices: readonly Choice[], current: string, to: (id: string) => GalleryAddress): void {
  if (nav === null) return;
  nav.replaceChildren(
    ...choices.map(({ id, name }) => {
      const link = Object.assign(document.createElement("a"), { href: hrefOf(to(id)), textContent: name });
      link.dataset[data] = id;
      if (id === current) link.setAttribute("aria-current", "page");
      return link;
    }),
  );
}

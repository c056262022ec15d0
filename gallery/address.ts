import type { Theme } from "./GalleryState";

/** What the page's address asks for: `?rules=phases-3d6&theme=dark`, and `&page=odds` for the Odds page. */
export interface GalleryAddress {
  /** The rule set's id as written in the address, or the default when none is. */
  readonly rules: string;
  readonly theme: Theme | "both";
  /** The sheets, cards and tracker, or the tracker's Odds dialog. */
  readonly page: "table" | "odds";
}

export function readAddress(search: string, defaultRules: string): GalleryAddress {
  const query = new URLSearchParams(search);
  const theme = query.get("theme");
  return { rules: query.get("rules") ?? defaultRules, theme: theme === "light" || theme === "dark" ? theme : "both", page: query.get("page") === "odds" ? "odds" : "table" };
}

export function themesOf(address: GalleryAddress): Theme[] {
  return address.theme === "both" ? ["light", "dark"] : [address.theme];
}

function hrefOf(address: GalleryAddress): string {
  const query = new URLSearchParams({ rules: address.rules, theme: address.theme });
  if (address.page === "odds") query.set("page", "odds");
  return `?${query.toString()}`;
}

/**
 * The bar's links keep what the other links chose: a theme link stays on this rule set, a rule
 * set link on this theme. The page on show is marked as the current one.
 */
export function linkAddressBar(root: ParentNode, address: GalleryAddress, ruleSets: readonly { readonly id: string; readonly name: string }[]): void {
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
  const nav = root.querySelector("[data-rules-links]");
  if (nav === null) return;
  nav.replaceChildren(
    ...ruleSets.map(({ id, name }) => {
      const link = Object.assign(document.createElement("a"), { href: hrefOf({ ...address, rules: id }), textContent: name });
      link.dataset["rulesLink"] = id;
      if (id === address.rules) link.setAttribute("aria-current", "page");
      return link;
    }),
  );
}

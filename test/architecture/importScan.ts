import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Names Foundry puts on the page; the pure layers may not reach them, not even via globalThis. */
export const FOUNDRY_GLOBALS = ["game", "CONFIG", "Roll", "foundry", "ui", "Hooks", "canvas", "ChatMessage", "Actor", "Item", "Combat", "Combatant", "CONST"];

const FOUNDRY_PACKAGES = ["fvtt-types", "@league-of-foundry-developers/", "@foundryvtt/"];
/** Paths a Foundry server answers, and the type package's internal aliases. */
const FOUNDRY_SERVED = ["/scripts/", "/common/", "/client/", "/systems/", "/modules/", "#client/", "#common/", "foundry"];
const GLOBAL_HOLDERS = ["globalThis", "window", "self"];

export interface Crossing {
  readonly line: number;
  readonly what: string;
  readonly reason: string;
}

/**
 * Every way `source` (a file at `file`) reaches Foundry: an import, export, `import()`, `require`,
 * import type, reference directive or module augmentation naming src/foundry, the Foundry entry,
 * Foundry's packages or paths; or a Foundry global read through `globalThis`.
 */
export function foundryCrossings(file: string, source: string, repoRoot: string): Crossing[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const crossings: Crossing[] = [];
  const lineOf = (position: number): number => sourceFile.getLineAndCharacterOfPosition(position).line + 1;

  const checkSpecifier = (specifier: string, position: number): void => {
    const reason = specifierReason(file, specifier, repoRoot);
    if (reason !== undefined) crossings.push({ line: lineOf(position), what: specifier, reason });
  };
  for (const reference of [...sourceFile.typeReferenceDirectives, ...sourceFile.referencedFiles]) checkSpecifier(reference.fileName, reference.pos);

  const visit = (node: ts.Node): void => {
    const specifier = moduleSpecifierOf(node);
    if (specifier !== undefined) checkSpecifier(specifier.text, specifier.getStart(sourceFile));
    const global = foundryGlobalThroughHolder(node);
    if (global !== undefined) crossings.push({ line: lineOf(node.getStart(sourceFile)), what: global, reason: "reads a Foundry global" });
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return crossings;
}

function moduleSpecifierOf(node: ts.Node): ts.StringLiteralLike | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteralLike(node.moduleSpecifier)) {
    return node.moduleSpecifier;
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteralLike(node.moduleReference.expression)) {
    return node.moduleReference.expression;
  }
  if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) return node.name;
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteralLike(node.argument.literal)) return node.argument.literal;
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const dynamic = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
    const [first] = node.arguments;
    if (dynamic && first !== undefined && ts.isStringLiteralLike(first)) return first;
  }
  return undefined;
}

function specifierReason(file: string, specifier: string, repoRoot: string): string | undefined {
  if (specifier.startsWith(".")) {
    const target = relative(repoRoot, resolve(dirname(file), specifier));
    if (target === join("src", "foundry") || target.startsWith(join("src", "foundry") + "/")) return "imports from src/foundry";
    if (/^src\/index(\.[cm]?[jt]s)?$/.test(target)) return "imports the Foundry entry";
    return undefined;
  }
  if (FOUNDRY_PACKAGES.some((name) => specifier === name || specifier.startsWith(name.endsWith("/") ? name : `${name}/`))) return "imports a Foundry package";
  if (FOUNDRY_SERVED.some((prefix) => (prefix.endsWith("/") ? specifier.startsWith(prefix) : specifier === prefix || specifier.startsWith(`${prefix}/`)))) {
    return "imports a path Foundry serves";
  }
  return undefined;
}

function foundryGlobalThroughHolder(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node) && isGlobalHolder(node.expression) && FOUNDRY_GLOBALS.includes(node.name.text)) return node.name.text;
  if (
    ts.isElementAccessExpression(node) &&
    isGlobalHolder(node.expression) &&
    ts.isStringLiteralLike(node.argumentExpression) &&
    FOUNDRY_GLOBALS.includes(node.argumentExpression.text)
  ) {
    return node.argumentExpression.text;
  }
  return undefined;
}

function isGlobalHolder(expression: ts.Expression): boolean {
  let inner = expression;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
  return ts.isIdentifier(inner) && GLOBAL_HOLDERS.includes(inner.text);
}

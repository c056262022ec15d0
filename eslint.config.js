// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier/flat";

/** Globals that exist only inside Foundry: the pure layers must never reach for them. */
const foundryGlobals = ["game", "CONFIG", "Roll", "foundry", "ui", "Hooks", "canvas", "ChatMessage", "Actor", "Item", "Combat", "Combatant", "CONST"].map(
  (name) => ({
    name,
    message: "src/engine, src/rulesets and src/cli never touch Foundry: docs/layout.md, and test/architecture, say why and where Foundry code goes.",
  }),
);

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "test-results/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
    },
  },
  {
    files: ["src/engine/**", "src/rulesets/**", "src/cli/**"],
    rules: {
      "no-restricted-globals": ["error", ...foundryGlobals],
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "Dice are data: ask a FaceSource, never Math.random." }],
    },
  },
  {
    // A function past 80 lines holds more than one idea: split it into named parts. Declared
    // tables are data, not functions, and are not counted.
    files: ["src/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  {
    // The example module is plain JavaScript as a module's author writes it, run inside Foundry.
    files: ["examples/module/**/*.mjs"],
    languageOptions: { globals: { game: "readonly", Hooks: "readonly", document: "readonly" } },
  },
  {
    // The live world's own modules are plain JavaScript served to the page as they are, run inside Foundry.
    files: ["test/live/modules/**/*.mjs"],
    languageOptions: { globals: { Hooks: "readonly", globalThis: "readonly" } },
  },
  {
    files: ["scripts/**", "bench/**", "test/**", "*.config.*", "src/cli/**", "bin/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  // Last, so no stylistic rule, now or added later, fights the formatter: Prettier lays code out, ESLint lints it.
  prettier,
);

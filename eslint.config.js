// The front end's linter: ESLint's recommended rules for the browser modules in js/ and node's for
// their unit tests (js/tests, run by node's own test runner).
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["js/**/*.js", "kamisado_widget/teaching/course/cover/*.js"],
    languageOptions: { ecmaVersion: "latest", sourceType: "module", globals: { ...globals.browser } },
    rules: {
      "no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
      "no-var": "error",
    },
  },
  {
    files: ["js/tests/**/*.js", "eslint.config.js"],
    languageOptions: { globals: { ...globals.node } },
  },
];

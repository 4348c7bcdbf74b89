import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", ".dist-*/**", "coverage/**", "node_modules/**", "mock-server/data/**", "contracts/pacts/**", "test-results/**", "playwright-report/**", ".lighthouse/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-empty-object-type": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: "Read time from the Clock port." },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "mock-server/**", "contracts/**", "**/*.test.ts", "**/*.test.tsx", "*.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);

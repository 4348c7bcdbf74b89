/**
 * The environment of a command a test runs as a person would from their shell: the test runner's
 * own variables removed (Vitest sets NODE_ENV=test, which would make `vite build` a development
 * build), plus `extra`.
 */
export const commandEnv = (extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (name !== "NODE_ENV" && !name.startsWith("VITEST")) env[name] = value;
  return { ...env, ...extra };
};

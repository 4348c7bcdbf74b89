/**
 * tsyringe refuses to load without `Reflect.getMetadata`, but only its decorators ever call it, and
 * this app registers everything through factories and values (see composition-root.ts). This stub
 * replaces the `reflect-metadata` polyfill, which cost 3.5 KB gzip on the first screen for nothing.
 * Imported first by the composition root, so it runs before tsyringe's module does.
 */
const reflect = Reflect as { getMetadata?: (key: unknown, target: unknown) => unknown };
reflect.getMetadata ??= () => undefined;

export {};

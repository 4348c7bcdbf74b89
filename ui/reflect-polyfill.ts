/*
 * The Reflect polyfill tsyringe (adapters/container.ts) refuses to load without, as the first
 * import of ui/main.tsx. It is a module of its own because the bundler runs a CommonJS package
 * (reflect-metadata is one) from the body of the module importing it: imported by main.tsx itself,
 * it ran after the first screen's chunk, tsyringe included, and the app stopped at tsyringe's check.
 * The "lite" entry leaves out Map/Set/WeakMap polyfills no ES2022 browser needs (-1.1 KB gzip).
 */
import "reflect-metadata/lite";

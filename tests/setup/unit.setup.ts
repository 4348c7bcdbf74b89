// tsyringe (adapters/container.ts) needs the Reflect polyfill before its module runs, as in ui/main.tsx.
import "reflect-metadata/lite";
process.env.PACT_DO_NOT_TRACK = "true";

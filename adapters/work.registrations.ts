import type { WORK_SERVICES } from "../manifests/work.manifest";
import { chunkOf, type Chunk } from "./services";

const workChunk = chunkOf<typeof WORK_SERVICES>();

/**
 * Work (issue 22), both sides: one row per service of its manifest (manifests/work.manifest.ts),
 * one chunk (work.modules.ts) of its own, so neither side's first screen carries it.
 */
export const WORK_CHUNKS = {
  ...workChunk("adapters/work.modules.ts", () => import("./work.modules"), {
    WORK_API: async ({ API_CLIENT }, m) => new m.WorkHttpAdapter(await API_CLIENT),
    CERTIFICATE_API: async ({ API_CLIENT }, m) => new m.CertificateHttpAdapter(await API_CLIENT),
  }),
} satisfies Record<(typeof WORK_SERVICES)[number]["module"], Chunk>;

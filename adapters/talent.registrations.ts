import type { TALENT_SERVICES } from "../manifests/talent.manifest";
import { chunkOf, type Chunk } from "./services";

const talentChunk = chunkOf<typeof TALENT_SERVICES>();

/** The talent pool (issue 24): one row per service of its manifest (manifests/talent.manifest.ts), one chunk of its own. */
export const TALENT_CHUNKS = {
  ...talentChunk("adapters/talent.modules.ts", () => import("./talent.modules"), {
    TALENT_API: async ({ API_CLIENT }, m) => new m.TalentHttpAdapter(await API_CLIENT),
  }),
} satisfies Record<(typeof TALENT_SERVICES)[number]["module"], Chunk>;

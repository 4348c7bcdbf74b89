import type { SHELL_SERVICES } from "../manifests/shell.manifest";
import { chunkOf, type Chunk } from "./services";

const shellChunk = chunkOf<typeof SHELL_SERVICES>();

/** The shell's factories, one per row of its manifest's `services` (manifests/shell.manifest.ts). */
export const SHELL_CHUNKS = {
  ...shellChunk("adapters/http/reference.http-adapter.ts", () => import("./http/reference.http-adapter"), {
    REFERENCE_API: async ({ API_CLIENT }, m) => new m.ReferenceHttpAdapter(await API_CLIENT),
  }),
  ...shellChunk("adapters/http/user-events.stream.ts", () => import("./http/user-events.stream"), {
    USER_EVENTS: async ({ API_CLIENT }, m) =>
      new m.UserEventsStream(await API_CLIENT, (input, init) => globalThis.fetch(input, init), typeof document === "undefined" ? {} : { document, network: window }),
  }),
  // Its own chunk, loaded on the first pick: no home uploads.
  ...shellChunk("application/uploads/upload-photo.use-case.ts", () => import("../application/uploads/upload-photo.use-case"), {
    UPLOAD_PHOTO: ({ NATIVE_BRIDGE }, m) => new m.UploadPhoto(NATIVE_BRIDGE),
  }),
} satisfies Record<(typeof SHELL_SERVICES)[number]["module"], Chunk>;

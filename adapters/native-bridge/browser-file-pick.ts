import type { BridgeFailure, MediaKind, UploadRequest } from "../../application/ports/native-bridge.port";

/*
 * Picking and checking a file in the browser, free of Effect: the picker must open within the
 * tap's user activation, before anything is fetched. Sending lives in browser-upload.ts.
 */

const DEFAULT_ACCEPT: Readonly<Record<MediaKind, readonly string[]>> = {
  image: ["image/*"],
  video: ["video/*"],
  audio: ["audio/*"],
  pdf: ["application/pdf", ".pdf"],
};

export const acceptFor = (request: UploadRequest): readonly string[] => request.accept ?? DEFAULT_ACCEPT[request.kind];

export interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** `accept` entries are MIME types ("image/png"), wildcards ("image/*") or extensions (".docx"). */
export const matchesAccept = (file: PickedFile, accept: readonly string[]): boolean =>
  accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith(".")) return file.name.toLowerCase().endsWith(r);
    if (r.endsWith("/*")) return file.type.toLowerCase().startsWith(r.slice(0, -1));
    return file.type.toLowerCase() === r;
  });

/** Checked before a single byte leaves the phone. */
export const checkFile = (file: PickedFile, request: UploadRequest): BridgeFailure | null => {
  if (!matchesAccept(file, acceptFor(request))) return { _tag: "InvalidFileFormat" };
  if (request.maxBytes !== undefined && file.size > request.maxBytes) {
    return { _tag: "FileTooLarge", maxBytes: request.maxBytes };
  }
  return null;
};

export interface UploadTarget {
  readonly url: string;
  readonly headers: () => Promise<Record<string, string>>;
}

export interface UploadDocument {
  createElement(tag: "input"): HTMLInputElement;
}

/** Opens the system file picker; resolves null when the user cancels. */
export const pickFile = (doc: UploadDocument, accept: readonly string[]): Promise<File | null> =>
  new Promise((resolve) => {
    const input = doc.createElement("input");
    input.type = "file";
    input.accept = accept.join(",");
    input.addEventListener("change", () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener("cancel", () => resolve(null), { once: true });
    input.click();
  });

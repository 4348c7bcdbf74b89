import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { sendFile } from "./browser-upload";

/** An XMLHttpRequest that answers `status` with `body` as soon as it is sent. */
const answering = (status: number, body: string) => (): XMLHttpRequest => {
  const listeners = new Map<string, () => void>();
  const xhr = {
    status,
    responseText: body,
    upload: { addEventListener: () => undefined },
    open: () => undefined,
    setRequestHeader: () => undefined,
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    send: () => queueMicrotask(() => listeners.get("load")?.()),
  };
  return xhr as unknown as XMLHttpRequest;
};

const target = { url: "/api/uploads", headers: async () => ({}) };
const cv = new File(["<script>"], "cv.pdf", { type: "application/pdf" });
const envelope = (code: string, details: object = {}) => JSON.stringify({ error: { code, message: "refused", details } });

describe("a browser upload the server refuses", () => {
  it("keeps the server's reason: a wrong format, or a file over the kind's limit", async () => {
    expect(await sendFile(answering(400, envelope("INVALID_FILE_FORMAT")), target, cv, "pdf")).toEqual(Result.fail({ _tag: "InvalidFileFormat" }));
    expect(await sendFile(answering(413, envelope("FILE_TOO_LARGE", { maxBytes: 20971520 })), target, cv, "pdf")).toEqual(Result.fail({ _tag: "FileTooLarge", maxBytes: 20971520 }));
  });
  it("is 'Upload Failed' for anything else (a proxy's page, another code)", async () => {
    expect(await sendFile(answering(502, "<html>Bad gateway</html>"), target, cv, "pdf")).toEqual(Result.fail({ _tag: "UploadFailed" }));
    expect(await sendFile(answering(401, envelope("UNAUTHENTICATED")), target, cv, "pdf")).toEqual(Result.fail({ _tag: "UploadFailed" }));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../../domain/policy/business-constants";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { signedHeaders, startHarness, type Harness } from "../../testing/mock-harness";

/**
 * Issue 10 item 2: POST /api/uploads checks a file by its kind, its extension and its content,
 * and serves it back with the detected type, never as HTML.
 */
let h: Harness;
let token = "";

beforeAll(async () => {
  h = await startHarness();
  token = (await h.logIn(DEMO_ACCOUNTS.seeker.phone));
});
afterAll(async () => {
  await h.stop();
});

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

const FILES = {
  pdf: bytes("%PDF-1.4\n% resume\n"),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "word"),
  docx: bytes("PK", [3, 4], "[Content_Types].xml"),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"),
  webp: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "),
  mp4: bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0]),
  mov: bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0]),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3], "webm"),
  mp3: bytes("ID3", [4, 0, 0]),
  m4a: bytes([0, 0, 0, 0x1c], "ftypM4A ", [0, 0, 0, 0]),
  ogg: bytes("OggS", [0]),
  html: bytes("<html><script>alert(document.cookie)</script></html>"),
  exe: bytes("MZ", [0x90, 0]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
};

interface Uploaded {
  readonly status: number;
  readonly json: { url?: string; mimeType?: string; error?: { code: string; details?: Record<string, unknown> } };
}

const upload = async (kind: string | undefined, name: string, type: string, content: Uint8Array): Promise<Uploaded> => {
  const form = new FormData();
  if (kind !== undefined) form.append("kind", kind);
  form.append("file", new Blob([content as Uint8Array<ArrayBuffer>], { type }), name);
  const res = await fetch(`${h.url}/api/uploads`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}`, ...signedHeaders() } });
  return { status: res.status, json: (await res.json()) as Uploaded["json"] };
};

const served = (url: string) => fetch(new URL(new URL(url).pathname, h.url));

describe("POST /api/uploads checks kind, extension and content", () => {
  it("refuses a 'CV' named cv.pdf that is an HTML page with a script", async () => {
    const res = await upload("pdf", "cv.pdf", "text/html", FILES.html);
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("INVALID_FILE_FORMAT");
    expect(res.json.error?.details).toMatchObject({ fileName: "cv.pdf", allowed: ["pdf", "doc", "docx"] });
  });

  it.each([
    ["pdf", "setup.exe", "application/octet-stream", FILES.exe],
    ["image", "setup.exe", "application/octet-stream", FILES.exe],
    ["image", "logo.svg", "image/svg+xml", FILES.svg],
    ["image", "page.html", "text/html", FILES.html],
    ["pdf", "cv.pdf", "application/pdf", FILES.docx],
    ["pdf", "cv.docx", "application/pdf", FILES.pdf],
    ["image", "photo.png", "image/png", FILES.jpeg],
    ["image", "cv.pdf", "application/pdf", FILES.pdf],
    ["video", "intro.mp4", "video/mp4", FILES.png],
    ["audio", "voice.mp3", "audio/mpeg", FILES.mp4],
    ["pdf", "cv", "application/pdf", FILES.pdf],
  ])("refuses kind %s with %s (%s)", async (kind, name, type, content) => {
    const res = await upload(kind, name, type, content);
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("INVALID_FILE_FORMAT");
  });

  it("refuses an unknown or missing kind", async () => {
    expect((await upload("exe", "cv.pdf", "application/pdf", FILES.pdf)).json.error?.code).toBe("VALIDATION_FAILED");
    expect((await upload(undefined, "cv.pdf", "application/pdf", FILES.pdf)).json.error?.code).toBe("VALIDATION_FAILED");
  });

  it("refuses a file over its kind's limit with FILE_TOO_LARGE", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(FILES.png);
    const res = await upload("image", "huge.png", "image/png", big);
    expect(res.status).toBe(413);
    expect(res.json.error?.code).toBe("FILE_TOO_LARGE");
    expect(CV_MAX_BYTES).toBeGreaterThan(big.length);
  });

  it.each([
    ["pdf", "cv.pdf", FILES.pdf, "application/pdf", "attachment"],
    ["pdf", "CV Lama.DOC", FILES.doc, "application/msword", "attachment"],
    ["pdf", "cv.docx", FILES.docx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "attachment"],
    ["image", "latte.png", FILES.png, "image/png", "inline"],
    ["image", "latte.jpg", FILES.jpeg, "image/jpeg", "inline"],
    ["image", "latte.webp", FILES.webp, "image/webp", "inline"],
    ["video", "intro.mp4", FILES.mp4, "video/mp4", "inline"],
    ["video", "intro.mov", FILES.mov, "video/quicktime", "inline"],
    ["video", "intro.webm", FILES.webm, "video/webm", "inline"],
    ["audio", "voice.mp3", FILES.mp3, "audio/mpeg", "inline"],
    ["audio", "voice.m4a", FILES.m4a, "audio/mp4", "inline"],
    ["audio", "voice.ogg", FILES.ogg, "audio/ogg", "inline"],
    ["audio", "voice.webm", FILES.webm, "audio/webm", "inline"],
  ])("accepts kind %s %s and serves it as %s, %s", async (kind, name, content, type, disposition) => {
    // The type the client claims is ignored: what the bytes are decides.
    const res = await upload(kind, name, "text/html", content);
    expect(res.status).toBe(201);
    expect(res.json.mimeType).toBe(type);
    const file = await served(res.json.url ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(type);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toMatch(new RegExp(`^${disposition}; filename="`));
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(content);
  });

  it("a file name with quotes or line breaks cannot break the headers", async () => {
    const res = await upload("pdf", 'a"b\r\nSet-Cookie: x=1.pdf', "application/pdf", FILES.pdf);
    expect(res.status).toBe(201);
    const file = await served(res.json.url ?? "");
    expect(file.headers.get("set-cookie")).toBeNull();
    expect(file.headers.get("content-disposition")).not.toMatch(/[\r\n]/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uploadIdOf } from "./upload-url.rules";

const id = fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/);
const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/);

describe("uploadIdOf: the upload id in a URL POST /api/uploads answered", () => {
  it("reads the id from the upload path, relative or absolute, on the origin asked or any when none is", () =>
    fc.assert(
      fc.property(id, name, (uploadId, file) => {
        const path = `/api/uploads/${uploadId}/${file}`;
        expect(uploadIdOf(path)).toBe(uploadId);
        expect(uploadIdOf(`https://cdn.gawe.id${path}`)).toBe(uploadId);
        expect(uploadIdOf(`http://127.0.0.1:4010${path}`, "http://127.0.0.1:4010")).toBe(uploadId);
        expect(uploadIdOf(`https://elsewhere.example${path}`, "http://127.0.0.1:4010")).toBeNull();
      }),
    ));

  it("answers null for anything but an upload's path", () => {
    for (const url of ["", "not a url", "/api/uploads/abc", "/api/uploads/abc/", "/api/uploads/a%2Fb/x.jpg", "/api/jobs/j-1/photo.jpg", "javascript:alert(1)", "/api/uploads/abc/x.jpg?y=1"])
      expect(uploadIdOf(url), url).toBeNull();
  });
});

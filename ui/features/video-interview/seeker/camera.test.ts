import { describe, expect, it } from "vitest";
import { cameraProblemOf } from "./camera";

const failure = (name: string) => Object.assign(new Error(name), { name });

describe("why the camera could not be opened", () => {
  it("is 'refused' when the seeker or the browser's settings did not allow it", () => {
    expect(cameraProblemOf(failure("NotAllowedError"))).toBe("refused");
    expect(cameraProblemOf(failure("SecurityError"))).toBe("refused");
  });

  it("is 'missing' when there is no camera or another app holds it", () => {
    for (const name of ["NotFoundError", "OverconstrainedError", "NotReadableError", "AbortError"]) expect(cameraProblemOf(failure(name))).toBe("missing");
  });

  it("is 'unsupported' for anything else, a DOMException-like object included", () => {
    expect(cameraProblemOf(new TypeError("getUserMedia is not a function"))).toBe("unsupported");
    expect(cameraProblemOf({ name: "NotAllowedError" })).toBe("refused");
    expect(cameraProblemOf(undefined)).toBe("unsupported");
  });
});

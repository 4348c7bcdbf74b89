import { describe, expect, it } from "vitest";
import { href } from "./href";
import { safeRedirectTarget } from "./redirect.rules";

describe("safeRedirectTarget", () => {
  it.each(["/contact", "/contact?tab=2&x=1", "/benefitH5/benefitCenter", "/promotion?alive=1#top"])(
    "follows the internal path %s",
    (path) => expect(safeRedirectTarget(path)).toBe(path),
  );

  it.each([
    "//evil.example/contact",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/javascript:alert(1)",
    "evil.example",
    "",
    "/\t/evil.example",
  ])("refuses %j and sends the user home instead", (raw) => expect(safeRedirectTarget(raw)).toBeNull());

  it("treats a missing parameter as no target", () => {
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
  });

  it("round-trips through the login URL", () => {
    const login = new URL(`http://x${href.login({ redirect: "/contact?tab=2&x=1" })}`);
    expect(login.pathname).toBe("/login");
    expect(safeRedirectTarget(login.searchParams.get("redirect"))).toBe("/contact?tab=2&x=1");
  });
});

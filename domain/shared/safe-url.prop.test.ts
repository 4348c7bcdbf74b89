import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { isSafeUrl, SAFE_URL_MAX_LENGTH, safeUrl } from "./safe-url.rules";
import { SafeUrl } from "./safe-url.schema";

/** What a browser would run or open as something other than a web page or a file of ours. */
const dangerousSchemes = ["javascript", "JavaScript", "data", "vbscript", "file", "blob", "about", "ftp", "intent", "ws"];

/** A hostile writer's tricks: browsers strip tabs and newlines in a URL and ignore leading spaces. */
const disguise = fc.constantFrom(
  (s: string) => s,
  (s: string) => ` ${s}`,
  (s: string) => `\t${s}`,
  (s: string) => s.replace(":", "\n:"),
  (s: string) => s.replace("a", "a\t"),
  (s: string) => `\u200b${s}`,
  (s: string) => `\u202e${s}`,
  (s: string) => s.toUpperCase(),
);

describe("the safe-URL rule (issue 10 item 5)", () => {
  it("accepts http(s) URLs, including the mock's own upload URLs, and our own paths", () => {
    for (const url of [
      "https://cdn.gawe.id/cv/rina.pdf",
      "http://127.0.0.1:4010/api/uploads/4f9a2c1e-0d3b-4c55-8a5e-1b2c3d4e5f60/cv.pdf",
      "https://example.com/a?b=c#d",
      "HTTPS://CDN.GAWE.ID/p/1.jpg",
      "/api/uploads/4f9a2c1e-0d3b-4c55-8a5e-1b2c3d4e5f60/latte.png",
      "/app/job-photos/fnb.svg",
      "/app/business-logos/kopi-senja.svg",
      "/app/business-photos/kopi-senja-bar.svg",
      "tel:+6281200000003",
      "tel:+62812345678901",
    ])
      expect(isSafeUrl(url), url).toBe(true);
  });

  it("refuses script, data and other schemes, relative paths elsewhere, credentials and oversize values", () => {
    for (const url of [
      "javascript:alert(1)",
      "javascript://%0aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x.png",
      "/app/login",
      "/app/job-photos/../login",
      "/app/business-logos/../login",
      "/app/business-photos/../login",
      "/api/uploads/../../__dev/reset",
      "cv.pdf",
      "",
      "https://user:pass@cdn.gawe.id/x",
      "https://",
      "http:/cdn.gawe.id",
      `https://cdn.gawe.id/${"a".repeat(SAFE_URL_MAX_LENGTH)}`,
      // Phone links: an Indonesian mobile number only, as +62 and the stored digits.
      "tel:081200000003",
      "tel:+62 812-0000-0003",
      "tel:+6221555123",
      "tel:+1415555012",
      "tel:+628120000000312345",
      "tel:+6281200000003;ext=1",
      "tel:+6281200000003?body=x",
      "tel:",
    ])
      expect(isSafeUrl(url), url).toBe(false);
    expect(isSafeUrl(42)).toBe(false);
    expect(isSafeUrl(null)).toBe(false);
  });

  it("property: no dangerous scheme passes, however it is disguised", () => {
    fc.assert(
      fc.property(fc.constantFrom(...dangerousSchemes), fc.string({ maxLength: 40 }), disguise, (scheme, rest, hide) => {
        expect(isSafeUrl(hide(`${scheme}:${rest}`))).toBe(false);
      }),
    );
  });

  it("property: whatever passes parses as an http(s) URL with a host, is one of our upload paths, or a mobile number's phone link", () => {
    const phoneish = fc.tuple(fc.constantFrom("tel:", "tel:+", "tel:+62", "tel:+628", "tel:0"), fc.string({ unit: fc.constantFrom(..."0123456789+-; "), maxLength: 16 })).map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), fc.webPath(), phoneish), (value) => {
        if (!isSafeUrl(value)) return;
        if (value.startsWith("tel:")) expect(value).toMatch(/^tel:\+628\d{8,11}$/);
        else if (value.startsWith("/")) expect(value.startsWith("/api/uploads/") || value.startsWith("/app/job-photos/") || value.startsWith("/app/business-logos/") || value.startsWith("/app/business-photos/")).toBe(true);
        else {
          const url = new URL(value);
          expect(["http:", "https:"]).toContain(url.protocol);
          expect(url.hostname).not.toBe("");
        }
      }),
    );
  });

  it("property: web URLs without credentials pass; the schema and the render helper agree with the rule", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }), (url) => {
        fc.pre(url.length <= SAFE_URL_MAX_LENGTH && !new URL(url).username && !new URL(url).password);
        expect(isSafeUrl(url)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom(...dangerousSchemes.map((s) => `${s}:x`))), (value) => {
        expect(Schema.is(SafeUrl)(value)).toBe(isSafeUrl(value));
        expect(safeUrl(value)).toBe(isSafeUrl(value) ? value : undefined);
      }),
    );
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOST_TABLE } from "../adapters/http/hosts.config";
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER, contentSecurityPolicyMeta, CSP_DIRECTIVES } from "./content-security-policy";

const directive = (name: string): readonly string[] => CSP_DIRECTIVES[name] ?? [];

describe("the Content-Security-Policy of the build", () => {
  it("allows no inline script, no eval and no inline style", () => {
    expect(directive("script-src")).toEqual(["'self'"]);
    expect(directive("style-src")).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY_HEADER).not.toMatch(/unsafe-|data:|blob:|\*/);
    expect(directive("object-src")).toEqual(["'none'"]);
  });

  it("lets the app reach the API of every environment and show the images and videos of every CDN", () => {
    for (const { api, cdn } of Object.values(HOST_TABLE)) {
      expect(directive("connect-src")).toContain(api);
      expect(directive("img-src")).toContain(cdn);
      expect(directive("media-src")).toContain(cdn);
    }
    expect(directive("connect-src")).toContain("'self'");
  });

  it("puts the header's directives apart from frame-ancestors into the meta", () => {
    expect(CONTENT_SECURITY_POLICY_HEADER).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
    expect(CONTENT_SECURITY_POLICY).not.toContain("frame-ancestors");
  });

  it("is what docs/deploy.md tells a host to send", () => {
    const doc = readFileSync(new URL("../docs/deploy.md", import.meta.url), "utf8");
    expect(doc).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY_HEADER}\n`);
  });

  it("goes into index.html right after <meta charset>, ahead of every script", () => {
    const plugin = contentSecurityPolicyMeta();
    const hook = plugin.transformIndexHtml;
    const handler = typeof hook === "object" && hook !== null && "handler" in hook ? hook.handler : undefined;
    if (typeof handler !== "function") throw new Error("the plugin has no transformIndexHtml handler");
    const html = '<head>\n    <meta charset="utf-8" />\n    <script type="module" src="/app/assets/a.js"></script>\n</head>';
    const out = handler.call({} as never, html, {} as never);
    expect(out).toBe(
      `<head>\n    <meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />\n    <script type="module" src="/app/assets/a.js"></script>\n</head>`,
    );
    expect(() => handler.call({} as never, "<head></head>", {} as never)).toThrow(/charset/);
    expect(plugin.apply).toBe("build");
  });
});

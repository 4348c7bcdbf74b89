import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { Notification } from "./notification.schema";
import { missingParams, renderNotification } from "./render-template";
import { isTemplateIdInRange, LOCAL_TEMPLATES, TEMPLATE_ID_RANGES, TEMPLATE_PLACEHOLDERS } from "./template-catalogue";

describe("notification templates (spec 3)", () => {
  it("knows the spec's id ranges", () => {
    for (const [lo, hi] of TEMPLATE_ID_RANGES) {
      expect(isTemplateIdInRange(lo)).toBe(true);
      expect(isTemplateIdInRange(hi)).toBe(true);
    }
    expect(isTemplateIdInRange(26144)).toBe(false);
    expect(isTemplateIdInRange(39002)).toBe(false);
    expect(isTemplateIdInRange(26001.5)).toBe(false);
    for (const id of Object.keys(LOCAL_TEMPLATES)) expect(isTemplateIdInRange(Number(id)), id).toBe(true);
  });
  it("every placeholder of the spec appears in some local template, and no other", () => {
    const used = new Set(Object.values(LOCAL_TEMPLATES).flatMap((t) => [...`${t.en} ${t.id}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    expect([...used].sort()).toEqual([...TEMPLATE_PLACEHOLDERS].sort());
  });
  it("renders a known id in the user's language with Rupiah amounts", () => {
    const msg = { templateId: 54001, params: { phone: "812****7890", amount: 25000 } };
    expect(renderNotification(msg, "en")).toBe("Your mobile number 812****7890 received a credit reward of Rp25.000.");
    expect(renderNotification(msg, "id")).toBe("Nomor HP 812****7890 menerima hadiah pulsa Rp25.000.");
    expect(renderNotification({ templateId: 26003, params: { totalPayMent: "1500000", dateTime: "2 Jun" } }, "en")).toBe("Your payment of Rp1.500.000 was received on 2 Jun.");
  });
  it("an unknown id falls back to the server's text", () => {
    expect(renderNotification({ templateId: 26100, params: {}, serverText: "Server says hi" }, "en")).toBe("Server says hi");
    expect(renderNotification({ templateId: 1, params: {}, serverText: null }, "id")).toBe("");
  });
  it("a missing parameter uses the server's text, or renders empty, never 'undefined'", () => {
    expect(renderNotification({ templateId: 54001, params: { phone: "812" }, serverText: "srv" }, "en")).toBe("srv");
    expect(renderNotification({ templateId: 54001, params: { phone: null, amount: Number.NaN } }, "en")).toBe("Your mobile number received a credit reward of .");
    expect(missingParams("{a} {b}", { a: 1 })).toEqual(["b"]);
  });
  it("property: no rendering ever shows undefined, null, NaN or a raw placeholder", () => {
    const ids = Object.keys(LOCAL_TEMPLATES).map(Number);
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.constant(null), fc.double());
    fc.assert(fc.property(fc.constantFrom(...ids, 26050, 99999), fc.dictionary(fc.constantFrom(...TEMPLATE_PLACEHOLDERS), value), fc.constantFrom("en" as const, "id" as const), fc.option(fc.constantFrom("server text")), (templateId, params, lang, serverText) => {
      const safeParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "string" ? v.replace(/undefined|null|NaN|\{/g, "") : v]));
      const out = renderNotification({ templateId, params: safeParams, serverText }, lang);
      expect(out).not.toMatch(/undefined|null|NaN|\{\w+\}/);
    }), { numRuns: 300 });
  });
  it("property: any notification the schema accepts renders; one without a local template shows the server's text", () => {
    const ids = Object.keys(LOCAL_TEMPLATES).map(Number);
    const notification = fc.tuple(fromSchema(Notification), fc.constantFrom(...ids, 26050, 99999)).map(([n, id]) => ({ ...n, templateId: id }));
    fc.assert(fc.property(notification, fc.constantFrom("en" as const, "id" as const), (n, lang) => {
      const out = renderNotification(n, lang);
      if (!ids.includes(n.templateId)) expect(out).toBe(n.serverText ?? "");
      else if (!`${JSON.stringify(n.params)}${n.serverText ?? ""}`.includes("undefined")) expect(out).not.toContain("undefined");
    }), { numRuns: 100 });
  });
});

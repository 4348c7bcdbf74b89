import fc from "fast-check";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { NameInvalid } from "./name.errors";
import { FullName, type AuthResult } from "./account.schema";
import { sessionFromAuthResult, sessionFromNativeLogin } from "./session.rules";
import { NativeLoginPayload, Session } from "./session.schema";

const payload = (over: Partial<NativeLoginPayload> = {}): NativeLoginPayload => ({
  token: "tok",
  role: "seeker",
  userId: 42,
  phone: "081234567890",
  userVerified: 1,
  ...over,
});

describe("native login payload -> session (spec 3)", () => {
  it("maps token, role, ids, phone and the verified flag", () => {
    const r = sessionFromNativeLogin(payload({ companyId: 7 }), "en");
    expect(Result.isSuccess(r)).toBe(true);
    if (Result.isSuccess(r))
      expect(r.success).toEqual({
        language: "en",
        token: "tok",
        userId: "42",
        roleId: "seeker",
        companyId: "7",
        phone: "81234567890",
        idVerified: true,
      });
  });

  it("understands legacy numeric roles and verified flags", () => {
    const seeker = sessionFromNativeLogin(payload({ role: 1, userVerified: 0 }), "id");
    const provider = sessionFromNativeLogin(payload({ role: 2, userVerified: false }), "id");
    const named = sessionFromNativeLogin(payload({ role: "provider", userVerified: true }), "id");
    expect(Result.isSuccess(seeker) && [seeker.success.roleId, seeker.success.idVerified]).toEqual(["seeker", false]);
    expect(Result.isSuccess(provider) && [provider.success.roleId, provider.success.idVerified]).toEqual(["provider", false]);
    expect(Result.isSuccess(named) && [named.success.roleId, named.success.idVerified]).toEqual(["provider", true]);
  });

  it("leaves out an empty or null company id", () => {
    for (const companyId of [null, "", undefined]) {
      const r = sessionFromNativeLogin(payload({ companyId }), "id");
      expect(Result.isSuccess(r) && "companyId" in r.success).toBe(false);
    }
  });

  it("refuses a payload whose phone is not an Indonesian mobile number", () => {
    const r = sessionFromNativeLogin(payload({ phone: "12345" }), "id");
    expect(Result.isFailure(r) && r.failure._tag).toBe("PhoneWrongFormat");
  });

  it("decodes raw native payloads and rejects an empty token", () => {
    const decode = Schema.decodeUnknownResult(NativeLoginPayload);
    expect(Result.isSuccess(decode({ token: "t", role: 2, userId: "9", phone: "0812345678", userVerified: 0 }))).toBe(true);
    expect(Result.isFailure(decode({ token: "", role: 2, userId: "9", phone: "0812345678", userVerified: 0 }))).toBe(true);
    expect(Result.isFailure(decode({ token: "t", role: 3, userId: "9", phone: "0812345678", userVerified: 0 }))).toBe(true);
  });

  it("property: every valid payload gives a session the Session schema accepts", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.constantFrom<NativeLoginPayload["role"]>("seeker", "provider", 1, 2),
        fc.oneof(fc.nat(), fc.string({ minLength: 1 })),
        fc.stringMatching(/^8\d{8,11}$/),
        fc.constantFrom<NativeLoginPayload["userVerified"]>(true, false, 0, 1),
        (token, role, userId, phone, userVerified) => {
          const r = sessionFromNativeLogin({ token, role, userId, phone: `0${phone}`, userVerified }, "id");
          expect(Result.isSuccess(r)).toBe(true);
          if (Result.isSuccess(r)) {
            expect(Schema.is(Session)(r.success)).toBe(true);
            expect(r.success.roleId).toBe(role === 1 || role === "seeker" ? "seeker" : "provider");
            expect(r.success.userId).toBe(String(userId));
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("auth result -> session", () => {
  const base: AuthResult = {
    token: "tok" as AuthResult["token"],
    account: {
      userId: "u1" as AuthResult["account"]["userId"],
      phone: "81234567890" as AuthResult["account"]["phone"],
      fullName: "Sari",
      roles: ["seeker", "provider"],
      activeRole: "provider",
      idVerified: false,
    },
  };
  it("keeps the active role and user info, without company when there is none", () => {
    const s = sessionFromAuthResult(base, "en");
    expect(s.roleId).toBe("provider");
    expect(s.userInfo).toEqual({ fullName: "Sari", roles: ["seeker", "provider"] });
    expect("companyId" in s || "companyInfo" in s).toBe(false);
  });
  it("adds company id, and company info when the name is known", () => {
    const companyId = "c1" as NonNullable<AuthResult["account"]["companyId"]>;
    const withName = sessionFromAuthResult({ ...base, account: { ...base.account, companyId, companyName: "Warung Sari" } }, "id");
    expect(withName.companyInfo).toEqual({ companyId: "c1", name: "Warung Sari" });
    const noName = sessionFromAuthResult({ ...base, account: { ...base.account, companyId } }, "id");
    expect(noName.companyId).toBe("c1");
    expect(noName.companyInfo).toBeUndefined();
  });
});

describe("names (spec 5: 30 characters)", () => {
  it("accepts 1..30 trimmed characters", () => {
    expect(Schema.is(FullName)("a".repeat(30))).toBe(true);
    expect(Schema.is(FullName)("a".repeat(31))).toBe(false);
    expect(Schema.is(FullName)("")).toBe(false);
    expect(Schema.is(FullName)(" Sari")).toBe(false);
  });
  it("NameInvalid picks the required or too-long key", () => {
    expect(new NameInvalid({ empty: true }).i18nKey).toBe("error.name.required");
    expect(new NameInvalid({ empty: false }).i18nKey).toBe("error.name.tooLong");
    expect(new NameInvalid({ empty: false }).maxLength).toBe(30);
  });
});

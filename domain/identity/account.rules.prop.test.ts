import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { checkLinkValid, checkRegistrationInTime } from "../shared/deadline.rules";
import { checkChangeNumber, checkOtpRecipient, checkWhatsappNumber } from "./account.rules";
import { LocalPhone } from "./phone.rules";

const key = (r: Result.Result<unknown, { i18nKey: string }>) => (Result.isFailure(r) ? r.failure.i18nKey : "ok");
const phone = (p: string) => p as LocalPhone;
const registered = (...phones: string[]) => (p: LocalPhone) => phones.includes(p);

describe("account numbers (spec 5 change number, spec 8)", () => {
  it("a login code needs an account, a registration code a free number", () => {
    expect(key(checkOtpRecipient("login", phone("81200000001"), registered()))).toBe("error.account.notFound");
    expect(key(checkOtpRecipient("login", phone("81200000001"), registered("81200000001")))).toBe("ok");
    expect(key(checkOtpRecipient("register", phone("81200000001"), registered("81200000001")))).toBe("error.phone.alreadyRegistered");
    expect(key(checkOtpRecipient("register", phone("81200000001"), registered()))).toBe("ok");
  });
  it("changing a number: the old one registered, the new one free", () => {
    const [a, b] = [phone("81200000001"), phone("81200000002")];
    expect(key(checkChangeNumber(a, b, registered()))).toBe("error.phone.notRegistered");
    expect(key(checkChangeNumber(a, b, registered("81200000001", "81200000002")))).toBe("error.phone.alreadyRegistered");
    expect(Result.getOrThrow(checkChangeNumber(a, b, registered("81200000001")))).toBe(b);
  });
  it("property: the change succeeds exactly when the old number is known and the new one is not", () => {
    fc.assert(fc.property(fromSchema(LocalPhone), fromSchema(LocalPhone), fc.boolean(), fc.boolean(), (a, b, oldKnown, newKnown) => {
      const known = (p: LocalPhone) => (p === a ? oldKnown : false) || (p === b ? newKnown : false);
      expect(Result.isSuccess(checkChangeNumber(a, b, known))).toBe(known(a) && !known(b));
    }));
  });
  it("the account's number must be the WhatsApp number", () => {
    const r = checkWhatsappNumber(phone("81200000001"), phone("81200000009"));
    expect(Result.isFailure(r) && [r.failure.i18nKey, r.failure.whatsappPhone]).toEqual(["error.phone.whatsappMismatch", "81200000009"]);
    expect(key(checkWhatsappNumber(phone("81200000001"), phone("81200000001")))).toBe("ok");
  });
});

describe("deadlines (spec 8: expired link, registration time limit)", () => {
  it("the deadline itself is too late", () => {
    expect(key(checkLinkValid(1000, 999))).toBe("ok");
    expect(key(checkLinkValid(1000, 1000))).toBe("error.link.expired");
    expect(key(checkRegistrationInTime(1000, 999))).toBe("ok");
    const late = checkRegistrationInTime(1000, 5000);
    expect(Result.isFailure(late) && [late.failure.i18nKey, late.failure.deadline]).toEqual(["error.registration.timeLimit", 1000]);
  });
});

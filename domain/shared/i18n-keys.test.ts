import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PaymentFailureCause } from "../payment/payment.schema";

const root = join(__dirname, "..");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
const en = JSON.parse(readFileSync(join(root, "../ui/i18n/locales/en/errors.json"), "utf8")) as Record<string, string>;
const id = JSON.parse(readFileSync(join(root, "../ui/i18n/locales/id/errors.json"), "utf8")) as Record<string, string>;

describe("error texts (spec 5, 8)", () => {
  it("both languages hold the same keys, none empty", () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of [...Object.entries(en), ...Object.entries(id)]) expect(v.trim(), k).not.toBe("");
  });
  it("every i18n key written in domain/ has a text", () => {
    const keys = new Set<string>();
    for (const f of files(root)) for (const m of readFileSync(f, "utf8").matchAll(/"(error\.[\w.]+)"/g)) keys.add(m[1] ?? "");
    // Keys built from data: payment causes, field names.
    for (const c of PaymentFailureCause.literals) keys.add(`error.payment.${c}`);
    for (const f of ["address", "postalCode"]) keys.add(`error.${f}.required`);
    const missing = [...keys].filter((k) => !(k in en));
    expect(missing).toEqual([]);
  });
  it("every tagged error of domain/ carries an i18n key: it is a DomainError (its key: error-codes.test.ts)", () => {
    const keyless: string[] = [];
    for (const f of files(root).filter((f) => !f.endsWith("domain-error.ts"))) {
      for (const m of readFileSync(f, "utf8").matchAll(/class (\w+) extends Data\.TaggedError/g)) keyless.push(m[1] ?? "");
    }
    expect(keyless).toEqual([]);
  });
  it("uses the spec's catalogue texts verbatim", () => {
    expect(en["error.email.invalid"]).toBe("Incorrect email format");
    expect(id["error.email.invalid"]).toBe("Format Email salah");
    expect(en["error.salary.maxAboveMin"]).toBe("Maximum salary should be higher than minimum salary.");
    expect(en["error.cancellation.waitingReconfirm"]).toBe("Waiting to Reconfirm");
    expect(id["error.phone.wrongFormat"]).toBe("Nomor HP yang kamu masukkan salah");
    expect(id["error.phone.digitsOnly"]).toBe("Harap masukkan nomor yang benar");
    expect(en["error.upload.invalidFormat"]).toBe("Invalid file format.");
    expect(en["error.upload.failed"]).toBe("Upload Failed");
    expect(en["error.offer.expired"]).toBe("Whoops, you have not responded");
    expect(en["error.reward.failed"]).toBe("Failed to Receive");
    expect(en["error.reward.alreadyReceived"]).toBe("You Already Received It");
    expect(en["error.survey.requiredUnanswered"]).toBe("You need to answer all required questions");
    expect(en["error.invitationLetter.tooLong"]).toBe("Maximum character limit exceeded");
    expect(id["error.business.documentPhotoRequired"]).toBe("Masukkan foto dokumen");
    expect(en["error.name.tooLong"]).toBe("Maximum 30 characters");
    expect(en["error.otp.expired"]).toBe("OTP is expired. You may resend OTP again.");
    expect(en["error.account.notFound"]).toBe("You have not created an account");
    expect(en["error.phone.notRegistered"]).toBe("This number is not registered");
    expect(en["error.link.expired"]).toBe("Link is Expired");
    expect(en["error.registration.timeLimit"]).toBe("Exceed the time limit. Failed to register!");
  });
});

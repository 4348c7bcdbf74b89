import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CertificateCode } from "./certificate-api.schema";
import { CERTIFICATE_CODE_BYTES, certificateCodeOf, readCertificateCode } from "./certificate.rules";

const bytes = fc.uint8Array({ minLength: CERTIFICATE_CODE_BYTES, maxLength: CERTIFICATE_CODE_BYTES });
const isCode = Schema.is(CertificateCode);

describe("work certificate codes", () => {
  it("writes 80 random bits as four groups of four Crockford characters, a different code for different bits", () => {
    expect(certificateCodeOf(new Uint8Array(CERTIFICATE_CODE_BYTES))).toBe("0000-0000-0000-0000");
    expect(certificateCodeOf(new Uint8Array(CERTIFICATE_CODE_BYTES).fill(255))).toBe("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        expect(isCode(certificateCodeOf(a))).toBe(true);
        expect(certificateCodeOf(a) === certificateCodeOf(b)).toBe(a.every((x, i) => x === b[i]));
      }),
    );
  });

  it("reads a code back however a person types it: any case, spaces or no hyphens, O for 0, I or L for 1", () => {
    fc.assert(fc.property(bytes, (b) => {
      const code = certificateCodeOf(b);
      expect(readCertificateCode(code)).toBe(code);
      expect(readCertificateCode(` ${code.toLowerCase().replaceAll("-", " ")} `)).toBe(code);
      expect(readCertificateCode(code.replaceAll("-", ""))).toBe(code);
    }));
    expect(readCertificateCode("o1il-0000-0000-0000")).toBe("0111-0000-0000-0000");
  });

  it("answers no code for text that cannot be one (too short, too long, a letter the alphabet lacks)", () => {
    for (const typed of ["", "ABCD-EFGH-JKMN", "ABCD-EFGH-JKMN-PQRS-T", "ABCD-EFGH-JKMN-PQRU", "ABCD/EFGH/JKMN/PQRS"]) expect(readCertificateCode(typed)).toBeNull();
  });
});

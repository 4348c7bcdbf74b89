import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { AuthToken, Language, RoleId, Session, UserId } from "../../domain/identity/session.schema";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { peekSession } from "./session.peek";

// The first render reads a stored session through peekSession, before Effect has loaded; the full
// decode follows. These hold the plain checks to the schema: every session the schema accepts is
// taken, and what is taken has the four fields the first screen reads exactly as the schema wants.
describe("peekSession agrees with the Session schema on what it checks", () => {
  const junk = fc.oneof(fc.constantFrom<unknown>("", " ", "seeker", "provider", "admin", "en", "id", "EN", null, undefined, 0, 1, true, {}, []), fc.string(), fc.integer());
  const field = (valid: fc.Arbitrary<unknown>) => fc.oneof(valid, junk);
  const stored = fc
    .record({
      session: fromSchema(Session),
      token: field(fc.string({ minLength: 1 })),
      userId: field(fc.string({ minLength: 1 })),
      roleId: field(fc.constantFrom("seeker", "provider")),
      language: field(fc.constantFrom("en", "id")),
      change: fc.subarray(["token", "userId", "roleId", "language"] as const),
    })
    .map(({ session, change, ...values }) => {
      const out: Record<string, unknown> = { ...Schema.encodeSync(Session)(session) };
      for (const key of change) out[key] = values[key];
      return out;
    });

  it("property: every session the schema accepts is taken as it is", () => {
    fc.assert(fc.property(fromSchema(Session), (session) => peekSession(Schema.encodeSync(Session)(session)) !== null));
  });

  it("property: a stored value is taken exactly when its token, user id, role and language pass their schemas", () => {
    fc.assert(
      fc.property(stored, (value) => {
        const schemaSays = Schema.is(AuthToken)(value.token) && Schema.is(UserId)(value.userId) && Schema.is(RoleId)(value.roleId) && Schema.is(Language)(value.language);
        expect(peekSession(value) !== null).toBe(schemaSays);
      }),
    );
  });

  it("takes nothing that is not an object", () => {
    for (const value of [null, undefined, "session", 42, true]) expect(peekSession(value)).toBeNull();
  });
});

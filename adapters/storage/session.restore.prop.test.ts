import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Session } from "../../domain/identity/session.schema";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { fakeWindow } from "../test-support/fake-window";
import { LocalStorageSessionStore, type StorageWindow } from "./session.local-storage-adapter";
import { SESSION_KEY } from "./storage-keys";

/** What the store hands out for `value` stored under its key, read as at startup. */
const restored = (value: unknown) => {
  const win = fakeWindow() as ReturnType<typeof fakeWindow> & StorageWindow;
  win.localStorage.setItem(SESSION_KEY, JSON.stringify(value));
  return new LocalStorageSessionStore(win).restore();
};

// The first render reads the stored session through the store, which checks it in full first
// (its generated check). These hold that read to the schema: every session the schema accepts is
// taken, and a stored value with the first screen's fields (token, user id, role, language) broken
// in any way, or anything else, is taken exactly when the schema accepts it.
describe("the stored session, as the first render gets it, agrees with the Session schema", () => {
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
    fc.assert(fc.property(fromSchema(Session), (session) => {
        expect(restored(Schema.encodeSync(Session)(session))).toEqual(session);
      }),
    );
  });

  it("property: a stored value is taken exactly when the schema accepts it, the first screen's fields broken or not", () => {
    fc.assert(
      fc.property(stored, (value) => {
        expect(restored(value) !== null).toBe(Schema.is(Session)(value));
      }),
    );
  });

  it("takes nothing that is not an object", () => {
    for (const value of [null, undefined, "session", 42, true]) expect(restored(value)).toBeNull();
  });
});

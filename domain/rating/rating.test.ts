import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { checkRatingTags, ratingSummary } from "./rating.rules";
import { RATING_COMMENT_MAX_CHARACTERS, RatingRequest } from "./rating.schema";

describe("ratings (issue 22)", () => {
  it("a business's or a seeker's rating is the average of the stars, one decimal, with how many; none before anyone rated", () => {
    expect(ratingSummary([])).toBeNull();
    expect(ratingSummary([4])).toEqual({ average: 4, count: 1 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary([5, 4])).toEqual({ average: 4.5, count: 2 });
  });
  it("each side gives only its own tags, each once", () => {
    const request = (tags: string[]) => Schema.decodeUnknownSync(RatingRequest)({ stars: 5, tags, comment: null });
    expect(Result.isSuccess(checkRatingTags("seeker", request(["paidOnTime", "fairHours"])))).toBe(true);
    expect(Result.isSuccess(checkRatingTags("provider", request(["punctual"])))).toBe(true);
    expect(checkRatingTags("provider", request(["paidOnTime"]))).toMatchObject({ failure: { code: "RATING_TAG_NOT_ALLOWED", tag: "paidOnTime" } });
    expect(checkRatingTags("seeker", request(["fairHours", "fairHours"]))).toMatchObject({ failure: { tag: "fairHours" } });
  });
  it("stars are whole from 1 to 5; a comment is trimmed, not empty and at most 280 characters", () => {
    const ok = Schema.is(RatingRequest);
    expect([0, 1, 4.5, 5, 6].map((stars) => ok({ stars, tags: [], comment: null }))).toEqual([false, true, false, true, false]);
    expect(ok({ stars: 3, tags: [], comment: "x".repeat(RATING_COMMENT_MAX_CHARACTERS) })).toBe(true);
    expect(ok({ stars: 3, tags: [], comment: "x".repeat(RATING_COMMENT_MAX_CHARACTERS + 1) })).toBe(false);
    expect(ok({ stars: 3, tags: [], comment: "" })).toBe(false);
  });
});

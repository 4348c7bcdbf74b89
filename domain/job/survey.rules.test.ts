import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { checkRecruitmentSurvey, surveyIsOpen } from "./survey.rules";

const code = (r: Result.Result<unknown, { readonly code: string }>) => (Result.isFailure(r) ? r.failure.code : "ok");

describe("the recruitment survey's rule", () => {
  it("opens once the job is closed or has a hire, not before", () => {
    expect(surveyIsOpen({ status: "closed", hired: 0 })).toBe(true);
    expect(surveyIsOpen({ status: "open", hired: 1 })).toBe(true);
    expect(surveyIsOpen({ status: "open", hired: 0 })).toBe(false);
    expect(surveyIsOpen({ status: "draft", hired: 0 })).toBe(false);
  });
  it("needs the required answers (overall, hire again), not the optional one, and a comment of at most 1,000 characters", () => {
    const closed = { status: "closed", hired: 0 } as const;
    expect(code(checkRecruitmentSurvey("j-1", closed, { overall: 3, hireAgain: "no", comment: "" }))).toBe("ok");
    expect(code(checkRecruitmentSurvey("j-1", closed, { overall: 3, comment: "" }))).toBe("SURVEY_INCOMPLETE");
    expect(code(checkRecruitmentSurvey("j-1", closed, { hireAgain: "yes", applicantsFit: 5, comment: "" }))).toBe("SURVEY_INCOMPLETE");
    expect(code(checkRecruitmentSurvey("j-1", closed, { overall: 3, hireAgain: "no", comment: "é".repeat(1001) }))).toBe("TEXT_TOO_LONG");
    expect(code(checkRecruitmentSurvey("j-1", { status: "open", hired: 0 }, { overall: 3, hireAgain: "no", comment: "" }))).toBe("SURVEY_NOT_OPEN");
  });
});

import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { checkScreeningAnswers, validateScreeningQuestions, withQuestionIds } from "./screening.rules";
import type { ScreeningAnswer, ScreeningQuestion, ScreeningQuestionDraft } from "./screening.schema";

const option = fc.constantFrom("Yes", "No", "Maybe", "Pagi", "Siang", "Malam");
const question: fc.Arbitrary<ScreeningQuestionDraft> = fc.oneof(
  fc.record({ text: fc.constant("Weekend?"), kind: fc.constant("choice" as const), required: fc.boolean(), choices: fc.uniqueArray(option, { minLength: 2, maxLength: 6 }) }),
  fc.record({ text: fc.constant("Station?"), kind: fc.constant("shortAnswer" as const), required: fc.boolean(), choices: fc.constant([] as string[]) }),
);
const job = fc.array(question, { maxLength: 5 }).map((qs) => withQuestionIds("j-1", qs));
/** An answer per question: blank, a text, or one of its options. */
const answersTo = (questions: readonly ScreeningQuestion[]) =>
  fc.tuple(...questions.map((q) => fc.oneof(fc.constant(""), fc.constant("Tebet"), ...(q.choices.length > 0 ? [fc.constantFrom(...q.choices)] : [])))).map((texts) =>
    questions.map((q, i): ScreeningAnswer => ({ questionId: q.questionId, answer: texts[i] ?? "" })),
  );
const reasonOf = (r: ReturnType<typeof checkScreeningAnswers>) => (Result.isFailure(r) ? r.failure.reason : "ok");

describe("screening questions (issue 24)", () => {
  it("a choice question needs 2 to 6 different options, a short answer none", () => {
    const ok = (q: Partial<ScreeningQuestionDraft>) => Result.isSuccess(validateScreeningQuestions([{ text: "Q?", kind: "choice", required: true, choices: ["Yes", "No"], ...q }]));
    expect(ok({})).toBe(true);
    expect(ok({ choices: ["Yes"] })).toBe(false);
    expect(ok({ choices: ["Yes", "yes"] })).toBe(false);
    expect(ok({ kind: "shortAnswer", choices: [] })).toBe(true);
    expect(ok({ kind: "shortAnswer" })).toBe(false);
    const second = validateScreeningQuestions([{ text: "Q?", kind: "shortAnswer", required: false, choices: [] }, { text: "R?", kind: "choice", required: false, choices: [] }]);
    expect(Result.isFailure(second) && second.failure.index).toBe(1);
  });
  it("property: answers are accepted exactly when every required question has one and every choice is an option", () => {
    fc.assert(
      fc.property(job.chain((qs) => fc.tuple(fc.constant(qs), answersTo(qs))), ([questions, answers]) => {
        const answered = (q: ScreeningQuestion) => answers.find((a) => a.questionId === q.questionId)?.answer ?? "";
        const requiredMissing = questions.some((q) => q.required && answered(q) === "");
        const offChoice = questions.some((q) => q.kind === "choice" && answered(q) !== "" && !q.choices.includes(answered(q)));
        const r = checkScreeningAnswers(questions, answers);
        expect(reasonOf(r)).toBe(requiredMissing ? "requiredUnanswered" : offChoice ? "notAChoice" : "ok");
        if (Result.isSuccess(r)) expect(r.success.map((a) => a.questionId)).toEqual(questions.filter((q) => answered(q) !== "").map((q) => q.questionId));
      }),
    );
  });
  it("property: the order of the answers does not matter", () => {
    fc.assert(
      fc.property(job.chain((qs) => fc.tuple(fc.constant(qs), answersTo(qs))), ([questions, answers]) => {
        expect(checkScreeningAnswers(questions, [...answers].reverse())).toEqual(checkScreeningAnswers(questions, answers));
      }),
    );
  });
  it("property: an answer to another job's question, or a second answer to one, is refused", () => {
    fc.assert(
      fc.property(job.filter((qs) => qs.length > 0), (questions) => {
        const first = questions[0]!;
        expect(reasonOf(checkScreeningAnswers(questions, [{ questionId: first.questionId.replace("j-1", "j-2"), answer: "Yes" }]))).toBe("unknownQuestion");
        expect(reasonOf(checkScreeningAnswers(questions, [{ questionId: first.questionId, answer: "" }, { questionId: first.questionId, answer: "" }]))).toBe("unknownQuestion");
      }),
    );
  });
  it("the question ids name the job, so two jobs never share one", () => {
    const q: ScreeningQuestionDraft = { text: "Q?", kind: "shortAnswer", required: true, choices: [] };
    expect(withQuestionIds("j-1", [q, q]).map((x) => x.questionId)).toEqual(["j-1-q1", "j-1-q2"]);
    expect(withQuestionIds("j-10", [q])[0]?.questionId).not.toBe(withQuestionIds("j-1", [q])[0]?.questionId);
  });
});

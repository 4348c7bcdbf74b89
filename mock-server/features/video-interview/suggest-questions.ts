import type { Language } from "../../../domain/identity/language";
import { INTERVIEW_QUESTION_MAX_CHARACTERS, INTERVIEW_QUESTIONS_MAX } from "../../../domain/policy/business-constants";

/** What the suggestions are written from: the job's position, category and description. */
export interface QuestionSubject {
  readonly position: string;
  readonly category: string;
  readonly description: string;
}

/** The description's first sentence, short enough to quote inside a question. */
const QUOTE_MAX = 80;
const firstSentence = (description: string): string => {
  const sentence = (description.split(/(?<=[.!?])\s|\n/)[0] ?? "").trim().replace(/[.!?]+$/, "");
  return Array.from(sentence).length <= QUOTE_MAX ? sentence : `${Array.from(sentence).slice(0, QUOTE_MAX - 1).join("").trimEnd()}…`;
};

const TEMPLATES: Record<Language, readonly ((s: QuestionSubject, quote: string) => string | null)[]> = {
  en: [
    (s) => `Tell us about your experience as ${s.position}.`,
    (s) => `Why do you want to work in ${s.category}?`,
    (_s, quote) => (quote === "" ? null : `The job includes: "${quote}". How would you do it well?`),
    (s) => `What would you do on a busy shift as ${s.position} with many customers waiting?`,
    () => "When can you start, and which days and hours can you work?",
    () => "Tell us about a time you solved a problem at work.",
  ],
  id: [
    (s) => `Ceritakan pengalamanmu sebagai ${s.position}.`,
    (s) => `Mengapa kamu ingin bekerja di bidang ${s.category}?`,
    (_s, quote) => (quote === "" ? null : `Pekerjaan ini meliputi: "${quote}". Bagaimana kamu akan melakukannya dengan baik?`),
    (s) => `Apa yang kamu lakukan saat shift ramai sebagai ${s.position} dan banyak pelanggan menunggu?`,
    () => "Kapan kamu bisa mulai, dan hari serta jam berapa saja kamu bisa bekerja?",
    () => "Ceritakan saat kamu menyelesaikan masalah di tempat kerja.",
  ],
};

/**
 * The mock's stand-in for the question model (docs/api.md "Video interviews"): the same job and
 * language always give the same questions, so tests and screenshots are stable. A real backend
 * puts a language model behind the same endpoint; the app only knows the endpoint.
 */
export const suggestQuestions = (subject: QuestionSubject, language: Language): string[] => {
  const quote = firstSentence(subject.description);
  return TEMPLATES[language]
    .flatMap((write) => {
      const question = write({ ...subject, position: subject.position.trim(), category: subject.category.trim() }, quote);
      return question === null ? [] : [question];
    })
    .filter((q) => Array.from(q).length <= INTERVIEW_QUESTION_MAX_CHARACTERS)
    .slice(0, INTERVIEW_QUESTIONS_MAX);
};

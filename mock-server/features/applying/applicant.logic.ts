import type { Applicant } from "../../../domain/seeker/job-card.schema";
import { profileCompleteness } from "../../../domain/seeker/profile.rules";
import type { Db, StoredApplication } from "../../store/db.schema";
import type { CvLinks } from "./applicant-cv";
import { ageOf, profileOf } from "../seeker-profile/seeker-profile.public";
import { questionsOf } from "../provider-jobs/provider-jobs.public";
import { seekerRating } from "../work/work.public";

/** An application as the API answers it: the seeker's note and answers stay with the server (the provider reads the answers on the applicant). */
export const applicationView = ({ note: _n, answers: _a, ...application }: StoredApplication): Omit<StoredApplication, "note" | "answers"> => application;

/** The applicant's answers with the questions they answer, in the job's order. */
const answersOf = (db: Db, application: StoredApplication) => {
  const job = db.jobs.find((j) => j.jobId === application.jobId);
  const questions = job === undefined ? [] : questionsOf(job);
  return questions.flatMap((q) => {
    const answer = application.answers?.find((a) => a.questionId === q.questionId);
    return answer === undefined ? [] : [{ questionId: q.questionId, question: q.text, answer: answer.answer }];
  });
};

/**
 * What a provider sees of an applicant (docs/api.md "Applicant"), with a fresh link to the CV;
 * null when the seeker has no profile.
 */
export const applicantSummary = (db: Db, application: StoredApplication, now: number, cvLinks: Pick<CvLinks, "linkFor">): typeof Applicant.Encoded | null => {
  const profile = profileOf(db, application.seekerUserId);
  if (profile === undefined) return null;
  const latest = profile.experience[0];
  return {
    application: applicationView(application),
    fullName: profile.fullName,
    gender: profile.gender,
    age: ageOf(profile, now),
    district: profile.preferredLocations[0] ?? "",
    latestExperience: latest === undefined ? null : { position: latest.position, businessName: latest.businessName, lengthMonths: latest.lengthMonths },
    skills: [...profile.skills],
    expectedMonthlySalary: profile.expectedMonthlySalary,
    completenessPercent: profileCompleteness(profile),
    hasCv: profile.cvUrl !== null,
    cv: profile.cvUrl === null ? null : cvLinks.linkFor(application.applicationId, profile.cvUrl, now),
    rating: seekerRating(db, application.seekerUserId),
    answers: answersOf(db, application),
  };
};

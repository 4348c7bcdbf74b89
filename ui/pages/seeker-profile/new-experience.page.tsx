/** /newExperience: the same form as the apply step; without a job it returns to /JSWorkExperience. */
export { default } from "./apply-work-experience.page";

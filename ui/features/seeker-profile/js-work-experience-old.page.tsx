import type { PageProps } from "../../routes/route-def";
import { WorkExperienceList } from "./work-experience-list";

/** /JSWorkExperience (old page): the same list in both app versions (decision: the spec shows no difference). */
export default function JsWorkExperienceOldPage(props: PageProps) {
  return <WorkExperienceList {...props} variant="old" />;
}

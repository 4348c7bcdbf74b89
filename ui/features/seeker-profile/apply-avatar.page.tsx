import type { PageProps } from "../../routes/route-def";
import { PortraitStep } from "./portrait-step";

/** /applyAvatar: the seeker's profile photo. */
export default function ApplyAvatarPage(props: PageProps) {
  return <PortraitStep {...props} />;
}

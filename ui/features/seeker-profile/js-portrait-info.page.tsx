import type { PageProps } from "../../routes/route-def";
import { PortraitStep } from "./portrait-step";

/** /JSPortraitInfo: the seeker's profile photo. */
export default function JsPortraitInfoPage(props: PageProps) {
  return <PortraitStep {...props} />;
}

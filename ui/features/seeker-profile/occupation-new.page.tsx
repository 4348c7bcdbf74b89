import type { PageProps } from "../../routes/route-def";
import { PreferredPositions } from "./preferred-positions";

/** /occupation (new page): preferred positions, the same in both app versions (the spec shows no difference). */
export default function OccupationNewPage(props: PageProps) {
  return <PreferredPositions {...props} variant="new" />;
}

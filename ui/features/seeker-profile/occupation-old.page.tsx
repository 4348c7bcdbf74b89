import type { PageProps } from "../../routes/route-def";
import { PreferredPositions } from "./preferred-positions";

/** /occupation (old page): preferred positions, the same in both app versions (the spec shows no difference). */
export default function OccupationOldPage(props: PageProps) {
  return <PreferredPositions {...props} variant="old" />;
}

import type { SeekerApi } from "../ports/seeker-api.port";

/** A seeker's public resume, for the share, phone, printable and badge pages (no login). */
export class ViewResume {
  constructor(private readonly api: SeekerApi) {}

  execute(userId: string) {
    return this.api.resume(userId);
  }
}

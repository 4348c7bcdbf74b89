import { Result } from "effect";
import type { GeoPoint } from "../../domain/shared/place.schema";
import type { NativeBridge } from "../ports/native-bridge.port";

/** Where the seeker is, from the native shell or the browser; null when denied or unavailable. */
export class LocateMe {
  constructor(private readonly bridge: NativeBridge) {}

  async execute(): Promise<GeoPoint | null> {
    const found = await this.bridge.location();
    return Result.isSuccess(found) ? { lat: found.success.lat, lng: found.success.lng } : null;
  }
}

import { BUSINESS_API } from "../../../application/ports/provider-business-api.port";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import type { PrefetchContext } from "../../routes/route-def";
import { prefetchServerData } from "../../shared/server-state/use-server-data";
import { loadProviderHome, PROVIDER_HOME_KEY } from "./provider-home.data";

/** The provider home's first read, started with the screen's code (route table: /provider, /recuritment). */
export default function prefetchProviderHome({ container, owner }: PrefetchContext): void {
  prefetchServerData(owner, PROVIDER_HOME_KEY, loadProviderHome(container.resolve(BUSINESS_API), container.resolve(JOBS_API)));
}

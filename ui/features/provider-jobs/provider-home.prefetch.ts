import { MANAGE_BUSINESS } from "../../../application/provider-business/provider-business.tokens";
import { PROVIDER_JOBS } from "../../../application/provider-jobs/provider-jobs.tokens";
import type { PrefetchContext } from "../../routes/route-def";
import { prefetchServerData } from "../../shared/server-state/use-server-data";
import { loadProviderHome, PROVIDER_HOME_KEY } from "./provider-home.data";

/** The provider home's first read, started with the screen's code (route table: /provider, /recuritment). */
export default function prefetchProviderHome({ container, owner }: PrefetchContext): void {
  prefetchServerData(owner, PROVIDER_HOME_KEY, loadProviderHome(container.resolve(MANAGE_BUSINESS), container.resolve(PROVIDER_JOBS)));
}

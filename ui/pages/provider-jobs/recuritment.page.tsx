import ProviderJobsScreen from "../../screens/home/provider-jobs.screen";

/**
 * /recuritment: the provider's jobs by status, with Job ID, applicants, expiry and priority coupons
 * (the same screen as the provider home). Decision: applicants per job, the talent pool and smart
 * invitations belong to the recruitment features that come later.
 */
export default function RecuritmentPage() {
  return <ProviderJobsScreen />;
}

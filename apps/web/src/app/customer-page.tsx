import { KycImages } from '../features/compliance/components/kyc-images';
import { CustomerOverviewPage } from '../features/customers/pages/customer-overview-page';

/**
 * The customer page, composed here because it shows another feature's part: the KYC review's id
 * images with their audited reason dialog (features never import each other).
 */
export default function CustomerPage() {
  return (
    <CustomerOverviewPage
      kycImages={({ profile, name }) => (
        <KycImages key={profile.id} profile={profile} name={name} askOnOpen={false} />
      )}
    />
  );
}

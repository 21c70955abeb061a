import { OrderedOffersPage } from '../components/ordered-offers-page';

export default function OnboardingOffersPage() {
  return <OrderedOffersPage list="onboarding" />;
}

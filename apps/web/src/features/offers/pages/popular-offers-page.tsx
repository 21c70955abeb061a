import { OrderedOffersPage } from '../components/ordered-offers-page';

export default function PopularOffersPage() {
  return <OrderedOffersPage list="popular" />;
}

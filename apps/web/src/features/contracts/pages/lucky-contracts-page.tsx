import { ContractsScreen } from '../components/contracts-screen';

/** /app/applications/contracts/lucky */
export default function LuckyContractsPage() {
  return <ContractsScreen brand="lucky" />;
}

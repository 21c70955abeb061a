import { ContractsScreen } from '../components/contracts-screen';

/** /app/applications/contracts/connect */
export default function ConnectContractsPage() {
  return <ContractsScreen brand="connect" />;
}

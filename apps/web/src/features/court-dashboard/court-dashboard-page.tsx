import { Placeholder } from '../../components/layout/placeholder.tsx';

export function CourtDashboardPage() {
  return <Placeholder title="Court dashboard" />;
}

import { Placeholder } from '../../components/layout/placeholder.tsx';

export function CourtResultsPage() {
  return <Placeholder title="Match Results" />;
}

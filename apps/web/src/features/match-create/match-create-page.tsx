import { Placeholder } from '../../components/layout/placeholder.tsx';

export function MatchCreatePage() {
  return <Placeholder title="Match Setup" />;
}

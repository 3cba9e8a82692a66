import { Placeholder } from '../../components/layout/placeholder.tsx';

export function ShareMatchPage() {
  return <Placeholder title="Match result" />;
}

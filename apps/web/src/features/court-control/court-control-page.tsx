import { Placeholder } from '../../components/layout/placeholder.tsx';

export function CourtControlPage() {
  return <Placeholder title="Match Control" />;
}

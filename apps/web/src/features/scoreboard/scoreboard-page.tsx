import { Placeholder } from '../../components/layout/placeholder.tsx';

export function ScoreboardPage() {
  return <Placeholder title="Live scoreboard" />;
}

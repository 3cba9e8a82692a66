import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** A display with nothing to show yet, or nothing it can show: one sentence, centred, in TV sizes. */
export function DisplayMessage({
  title,
  hint,
  busy = false,
  testId = 'display-message',
}: {
  title: string;
  hint?: ReactNode;
  busy?: boolean;
  testId?: string;
}) {
  return (
    <main
      data-testid={testId}
      className="flex h-dvh flex-col items-center justify-center gap-[3vh] bg-slate-950 px-[6vw] text-center text-white"
    >
      {busy ? <Spinner label={title} className="size-[8vh]" /> : null}
      <h1 className="text-[4.5vh] font-bold">{title}</h1>
      {hint ? <p className="text-[3vh] text-slate-400">{hint}</p> : null}
    </main>
  );
}

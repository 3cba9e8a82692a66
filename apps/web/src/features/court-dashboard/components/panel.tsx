import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** A panel of the court dashboard: a card that is a region, named by its heading. */
export function Panel({
  title,
  titleSize = 'lg',
  className,
  children,
}: {
  title: ReactNode;
  titleSize?: 'lg' | 'xl';
  className: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={`${titleSize === 'xl' ? 'text-xl' : 'text-lg'} font-bold text-court-800`}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/**
 * A secret shown this once (a WatchButton's key, an API token, a webhook's signing secret): the
 * warning that it will not be shown again, then its copy lines and how it is used. The server
 * keeps only a hash (docs/decisions/003-button-secrets.md), so closing is final.
 */
export function SecretOnceModal({
  title,
  warning,
  onClose,
  children,
}: {
  title: string;
  warning: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {warning}
        </p>
        {children}
      </div>
    </Modal>
  );
}

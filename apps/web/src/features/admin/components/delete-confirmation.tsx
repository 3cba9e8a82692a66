import { msg } from '@lingui/core/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorText } from '../lib/format.ts';

/**
 * The delete flow every admin list shares: ask (docs/product.md#admin-area: 'Are you sure you want to delete
 * {name}?'), delete, and say how it went — the server's message when it fails, never silence. A
 * revoke or a removal asks the same way under its own title and button ('Revoke token', 'Revoke').
 */
export function useDeleteConfirmation<T>(
  /** Undefined on a page that deletes nothing: nothing asks then. */
  remove: UseMutationResult<unknown, Error, T> | undefined,
  texts: {
    question: (item: T) => string;
    deleted: string;
    failed: string;
    title?: string;
    confirmLabel?: string;
  },
): { askToDelete: (item: T) => void; dialog: ReactNode } {
  const [deleting, setDeleting] = useState<T | null>(null);
  const handleConfirm = () => {
    if (deleting === null || !remove) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success(texts.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorText(error, texts.failed)),
    });
  };
  const dialog =
    deleting === null ? null : (
      <ConfirmDialog
        title={texts.title ?? i18n._(msg`Confirm`)}
        confirmLabel={texts.confirmLabel ?? i18n._(msg`Delete`)}
        message={texts.question(deleting)}
        busy={remove?.isPending ?? false}
        onConfirm={handleConfirm}
        onCancel={() => setDeleting(null)}
      />
    );
  return { askToDelete: setDeleting, dialog };
}

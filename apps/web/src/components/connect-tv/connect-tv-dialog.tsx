import {
  type Display,
  type DisplayTargetBody,
  displayCodeSchema,
  displayPairBodySchema,
  MESSAGES,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pairDisplay } from '../../lib/display-pairing.ts';
import { sayError } from '../../lib/i18n/error-text.ts';
import { toast } from '../../lib/toast.tsx';
import { ModalForm } from '../ui/modal-form.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CONNECT_TV_TEXT } from './text.ts';

/** A court or the clubhouse wall the signed-in user may show on a TV. */
export interface TvTarget {
  label: string;
  target: DisplayTargetBody;
}

const formSchema = z.object({
  code: displayCodeSchema,
  target: z.string().min(1, MESSAGES.displayTargetRequired),
  name: displayPairBodySchema.shape.name,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The select's first value: the preselected target, the only one, or none (the user chooses). */
function defaultTarget(targets: readonly TvTarget[], preselected: number | undefined): string {
  if (preselected !== undefined && targets[preselected]) return String(preselected);
  return targets.length === 1 ? '0' : '';
}

/**
 * 'Connect a TV' (docs/displays.md): the code the TV shows and what it should show, checked with
 * the contract's schema; the TV switches as soon as the server accepts. `code` prefills the field
 * (the TV's QR code opens this dialog with it); `preselected` is the index of the target chosen
 * beforehand (a court's own tablet shows its court: docs/displays.md).
 */
export function ConnectTvDialog({
  targets,
  code = '',
  preselected,
  onClose,
  onConnected,
}: {
  targets: readonly TvTarget[];
  code?: string;
  preselected?: number;
  onClose: () => void;
  onConnected?: (display: Display) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { code, target: defaultTarget(targets, preselected), name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const chosen = targets[Number(values.target)];
    if (!chosen) return;
    setFailure(null);
    try {
      const display = await pairDisplay({
        code: values.code,
        target: chosen.target,
        ...(values.name ? { name: values.name } : {}),
      });
      toast.success(CONNECT_TV_TEXT.connected(display.name));
      onConnected?.(display);
      onClose();
    } catch (error) {
      setFailure(sayError(error, MESSAGES.pairDisplay));
    }
  });

  return (
    <ModalForm
      title={CONNECT_TV_TEXT.title}
      submitLabel={CONNECT_TV_TEXT.connect}
      submitting={isSubmitting}
      onSubmit={handleSubmit}
      onClose={onClose}
      testId="connect-tv"
    >
      <p className="text-sm text-slate-600">{CONNECT_TV_TEXT.intro}</p>
      <TextField
        label={CONNECT_TV_TEXT.code}
        placeholder={CONNECT_TV_TEXT.codePlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:text-xl [&_input]:uppercase [&_input]:tracking-widest"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <SelectField
        label={CONNECT_TV_TEXT.target}
        placeholder={CONNECT_TV_TEXT.targetPlaceholder}
        options={targets.map((target, index) => ({ value: index, label: target.label }))}
        error={errors.target?.message}
        {...form.register('target')}
      />
      <TextField
        label={CONNECT_TV_TEXT.name}
        hint={CONNECT_TV_TEXT.nameHint}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {failure ? (
        <p
          role="alert"
          data-testid="connect-tv-error"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-700"
        >
          {failure}
        </p>
      ) : null}
    </ModalForm>
  );
}

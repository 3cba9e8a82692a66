import {
  type Display,
  type DisplayTargetBody,
  displayCodeSchema,
  displayPairBodySchema,
  MESSAGES,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pairDisplay } from '../../lib/display-pairing.ts';
import { sayError, sayText } from '../../lib/i18n/error-text.ts';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
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
  const formId = useId();
  const selectId = useId();
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
    <Modal
      open
      title={CONNECT_TV_TEXT.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {CONNECT_TV_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {CONNECT_TV_TEXT.connect}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={handleSubmit}
        noValidate
        className="flex flex-col gap-4"
        data-testid="connect-tv"
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
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            {CONNECT_TV_TEXT.target}
          </label>
          <select
            id={selectId}
            aria-invalid={errors.target ? true : undefined}
            className={`rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none focus:ring-2 ${
              errors.target ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:ring-court-100'
            }`}
            {...form.register('target')}
          >
            <option value="">{CONNECT_TV_TEXT.targetPlaceholder}</option>
            {targets.map((target, index) => (
              <option key={target.label} value={index}>
                {target.label}
              </option>
            ))}
          </select>
          {errors.target ? (
            <p role="alert" className="text-sm text-red-600">
              {sayText(errors.target.message ?? '')}
            </p>
          ) : null}
        </div>
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
      </form>
    </Modal>
  );
}

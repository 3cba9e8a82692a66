import { type ScoreCreateBody, scoreCreateBodySchema } from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sayFailure } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { acceptScore, createScore } from '../../../lib/live-score.ts';

/**
 * The Create New Match form shown when a match has no score (docs/product.md#public-scoreboard, docs/product.md#validation): two team names,
 * required, at most 50 characters, and different. A lazy chunk: it brings the form libraries and
 * the contract's schema, which the scoreboard itself never needs.
 */
export function CreateMatchForm({ matchId }: { matchId: string }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ScoreCreateBody>({
    resolver: zodResolver(scoreCreateBodySchema),
    defaultValues: { team1Name: '', team2Name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const answer = await createScore(matchId, values);
    // The new score goes into the live-score cache: the page turns into the scoreboard.
    if (answer.success) acceptScore(queryClient, answer.data);
    else setFailure(sayFailure(answer));
  });

  return (
    <form
      className="mt-6 flex flex-col gap-4 text-left"
      onSubmit={handleSubmit}
      noValidate
      aria-label={i18n._(msg`Create New Match`)}
    >
      <h2 className="text-lg font-semibold">{i18n._(msg`Create New Match`)}</h2>
      <TextField
        label={i18n._(msg`Team 1 name`)}
        error={errors.team1Name?.message}
        {...form.register('team1Name')}
      />
      <TextField
        label={i18n._(msg`Team 2 name`)}
        error={errors.team2Name?.message}
        {...form.register('team2Name')}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {i18n._(msg`Create Match`)}
      </Button>
    </form>
  );
}

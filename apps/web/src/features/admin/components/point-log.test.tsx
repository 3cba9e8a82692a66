import type { PointLogEntry, ResultReview } from '@bandeja/contract';
import type { Messages } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { PointLog } from './point-log.tsx';

function reviewWith(log: PointLogEntry[]): ResultReview {
  // Only the teams' names and the log matter to the point log.
  return {
    result: {
      document: {
        teams: {
          team1: { name: 'Ana & Bea', players: [] },
          team2: { name: 'Carla & Dani', players: [] },
        },
      },
    },
    reasons: { team1: null, team2: null },
    log,
  } as unknown as ResultReview;
}

const LOG: PointLogEntry[] = [
  { seq: 1, kind: 'point', team: 'team1', payload: null, at: 1_700_000_000_000, source: 'button' },
  { seq: 2, kind: 'undo', team: null, payload: null, at: 1_700_000_001_000, source: 'control' },
  { seq: 3, kind: 'point', team: 'team2', payload: null, at: 1_700_000_002_000, source: 'api' },
  {
    seq: 4,
    kind: 'finish',
    team: null,
    payload: { reason: 'time' },
    at: 1_700_000_003_000,
    source: 'system',
  },
];

async function speak(language: 'es'): Promise<void> {
  const parts: { messages: Messages }[] = await Promise.all([
    import(`../../../locales/board/${language}.po`),
    import(`../../../locales/app/${language}.po`),
  ]);
  i18n.loadAndActivate({
    locale: language,
    messages: Object.assign({}, ...parts.map((part) => part.messages)),
  });
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe("the admin's point log speaks the admin's language", () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('in Spanish, each event kind and source has its Spanish label and a team its name', async () => {
    await speak('es');
    render(<PointLog review={reviewWith(LOG)} />);
    const rows = rowsOf(screen.getByTestId('point-log'));
    expect(rows.map(([, , kind, team, source]) => [kind, team, source])).toEqual([
      ['Punto', 'Ana & Bea', 'Botón de reloj'],
      ['Deshacer', '', 'Tableta o móvil de la pista'],
      ['Punto', 'Carla & Dani', 'API'],
      ['Fin del partido', '', 'Servidor (tiempo agotado)'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Origen' })).toBeTruthy();
  });
});

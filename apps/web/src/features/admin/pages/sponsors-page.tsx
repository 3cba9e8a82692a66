import { type AirtimeReport, type AirtimeRow, MESSAGES } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { downloadAirtimeCsv, useAirtime } from '../api/airtime.ts';
import { ClubScopeHeader, hasNoClub, useClubScope } from '../components/club-scope.tsx';
import { type Column, DataTable, RowButton } from '../components/data-table.tsx';
import { PageHeader } from '../components/list-states.tsx';
import { errorText } from '../lib/format.ts';

/** Airtime as hours, minutes and seconds: '1:02:05', '4:10'. */
export function formatAirtime(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

function impressionsText(count: number): string {
  return i18n._(msg`${count} impressions`);
}

function thisMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

function monthName(month: string): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

const logoUrl = (clubId: number, sponsorId: number) => `/api/clubs/${clubId}/sponsors/${sponsorId}/image`;

function SponsorLogo({
  clubId,
  sponsorId,
  className,
}: {
  clubId: number;
  sponsorId: number;
  className: string;
}) {
  return (
    <img
      src={logoUrl(clubId, sponsorId)}
      alt={i18n._(msg`Sponsor ${sponsorId}`)}
      className={`rounded-md bg-white object-contain ring-1 ring-slate-200 ${className}`}
    />
  );
}

const COLUMNS = (clubId: number): Column<AirtimeRow>[] => [
  { header: i18n._(msg`Day`), cell: (row) => <span className="tabular-nums">{row.day}</span> },
  {
    header: i18n._(msg`Sponsor`),
    cell: (row) => <SponsorLogo clubId={clubId} sponsorId={row.sponsor_id} className="h-8 w-16 p-0.5" />,
  },
  { header: i18n._(msg`TV`), cell: (row) => row.display_name || `#${row.display_id}` },
  {
    header: i18n._(msg`Airtime`),
    cell: (row) => <span className="tabular-nums">{formatAirtime(row.seconds)}</span>,
  },
  {
    header: i18n._(msg`Impressions`),
    cell: (row) => <span className="tabular-nums">{row.impressions}</span>,
  },
];

/**
 * The page a sponsor is handed (docs/broadcast.md): the club, the month, the logo, its airtime and
 * impressions, and each day on each TV. Printed alone: the rest of the page is hidden in print.
 */
function SponsorSheet({
  report,
  clubId,
  clubName,
  sponsorId,
  month,
  onClose,
}: {
  report: AirtimeReport;
  clubId: number;
  clubName: string;
  sponsorId: number;
  month: string;
  onClose: () => void;
}) {
  const total = report.sponsors.find((sponsor) => sponsor.sponsor_id === sponsorId);
  const rows = report.rows.filter((row) => row.sponsor_id === sponsorId);
  const { timezone } = report;
  return (
    <div
      data-print-sheet
      data-testid="airtime-sheet"
      className="fixed inset-0 z-50 overflow-auto bg-white p-10 text-slate-900 print:p-0"
    >
      <div className="mx-auto max-w-3xl">
        <div className="mb-8 flex justify-end gap-2 print:hidden">
          <Button onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
        <header className="flex items-center justify-between gap-6 border-b border-slate-200 pb-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{clubName}</p>
            <h2 className="text-3xl font-black">
              <Trans>Airtime on our screens</Trans>
            </h2>
            <p className="mt-1 text-lg text-slate-600">{monthName(month)}</p>
          </div>
          <SponsorLogo clubId={clubId} sponsorId={sponsorId} className="h-24 w-44 p-2" />
        </header>
        <dl className="my-8 grid grid-cols-2 gap-6">
          <div className="rounded-2xl bg-slate-50 p-6">
            <dt className="text-sm font-semibold text-slate-500">
              <Trans>Time on screen</Trans>
            </dt>
            <dd data-testid="sheet-airtime" className="text-4xl font-black tabular-nums">
              {formatAirtime(total?.seconds ?? 0)}
            </dd>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6">
            <dt className="text-sm font-semibold text-slate-500">
              <Trans>Impressions</Trans>
            </dt>
            <dd data-testid="sheet-impressions" className="text-4xl font-black tabular-nums">
              {total?.impressions ?? 0}
            </dd>
          </div>
        </dl>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-500">
            <tr>
              <th className="py-2">{i18n._(msg`Day`)}</th>
              <th className="py-2">{i18n._(msg`TV`)}</th>
              <th className="py-2 text-right">{i18n._(msg`Airtime`)}</th>
              <th className="py-2 text-right">{i18n._(msg`Impressions`)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.day}-${row.display_id}`} className="border-b border-slate-100">
                <td className="py-1.5 tabular-nums">{row.day}</td>
                <td className="py-1.5">{row.display_name || `#${row.display_id}`}</td>
                <td className="py-1.5 text-right tabular-nums">{formatAirtime(row.seconds)}</td>
                <td className="py-1.5 text-right tabular-nums">{row.impressions}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-8 text-xs text-slate-500">
          <Trans>
            Counted by the club's TVs while the logo was on screen, the screen on and the TV online; days in
            the club's time zone ({timezone}).
          </Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * /admin/sponsors: how long each sponsor logo was shown on the club's TVs in a month (docs/broadcast.md,
 * "Sponsors' airtime"): per sponsor, then per day and TV, with the CSV and a printable page for
 * each sponsor.
 */
export function SponsorsPage() {
  const scope = useClubScope();
  const { clubId } = scope;
  const [month, setMonth] = useState(thisMonth);
  const [sheetFor, setSheetFor] = useState<number | null>(null);
  const airtime = useAirtime(clubId, month);
  const monthId = useId();
  const clubName = scope.clubs.data?.find((club) => club.id === clubId)?.name ?? '';
  const report = airtime.data;

  const handleCsv = () => {
    if (clubId === null) return;
    downloadAirtimeCsv(clubId, month).catch((error: unknown) =>
      toast.error(errorText(error, MESSAGES.fetchAirtime)),
    );
  };

  return (
    <div className="mx-auto max-w-6xl" data-testid="sponsors-page">
      <PageHeader
        title={i18n._(msg`Sponsors`)}
        subtitle={
          <Trans>
            How long each sponsor logo was on the club's TVs: seconds on screen and showings, per day and TV.
          </Trans>
        }
        action={
          <div className="flex flex-wrap items-end gap-3">
            <label htmlFor={monthId} className="flex flex-col text-sm font-medium text-slate-700">
              <Trans>Month</Trans>
              <input
                id={monthId}
                type="month"
                value={month}
                onChange={(event) => event.target.value && setMonth(event.target.value)}
                className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              />
            </label>
            <Button variant="secondary" onClick={handleCsv} disabled={clubId === null}>
              <Trans>Download CSV</Trans>
            </Button>
          </div>
        }
      />
      <ClubScopeHeader scope={scope} />
      {hasNoClub(scope) || clubId === null ? null : airtime.isPending ? (
        <div className="flex items-center gap-3 rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
          <Spinner label={i18n._(msg`Loading airtime...`)} className="size-6" />
        </div>
      ) : airtime.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
          {errorText(airtime.error, MESSAGES.fetchAirtime)}
        </div>
      ) : report && report.sponsors.length > 0 ? (
        <>
          <ul className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={i18n._(msg`Sponsors`)}>
            {report.sponsors.map((sponsor) => (
              <li
                key={sponsor.sponsor_id}
                data-testid="airtime-sponsor"
                className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <SponsorLogo
                  clubId={clubId}
                  sponsorId={sponsor.sponsor_id}
                  className="h-14 w-24 shrink-0 p-1"
                />
                <div className="min-w-[7rem] flex-1">
                  <p className="text-2xl font-black tabular-nums">{formatAirtime(sponsor.seconds)}</p>
                  <p className="text-sm text-slate-600">{impressionsText(sponsor.impressions)}</p>
                </div>
                <RowButton
                  name={i18n._(msg`Monthly page for sponsor ${sponsor.sponsor_id}`)}
                  onClick={() => setSheetFor(sponsor.sponsor_id)}
                >
                  <Trans>Monthly page</Trans>
                </RowButton>
              </li>
            ))}
          </ul>
          <DataTable
            rows={report.rows}
            columns={COLUMNS(clubId)}
            rowKey={(row) => `${row.day}-${row.sponsor_id}-${row.display_id}`}
            rowLabel={(row) => `${row.day} ${row.sponsor_id}`}
          />
        </>
      ) : (
        <div className="rounded-2xl bg-white p-10 text-center text-slate-500 shadow-sm ring-1 ring-slate-200">
          <Trans>No sponsor logo was shown on a connected TV this month.</Trans>
        </div>
      )}
      {report && sheetFor !== null && clubId !== null ? (
        <SponsorSheet
          report={report}
          clubId={clubId}
          clubName={clubName}
          sponsorId={sheetFor}
          month={month}
          onClose={() => setSheetFor(null)}
        />
      ) : null}
    </div>
  );
}

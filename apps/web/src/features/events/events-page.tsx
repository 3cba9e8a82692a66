import type { EventSummary } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/auth.tsx';
import { sayError } from '../../lib/i18n/error-text.ts';
import { clubListQuery } from '../../lib/resources/club-list.ts';
import { eventListQuery, useCreateEvent } from './api/organiser.ts';
import { CreateEventForm } from './components/create-event-form.tsx';
import { EventStatusBadge } from './components/event-status-badge.tsx';
import { OrganiserHeader } from './components/organiser-header.tsx';
import { EVENT_TEXT } from './texts.ts';

/**
 * `/events` (docs/product.md, "Club events"): the organiser's list of the club's events, each
 * opening its organiser page, and 'New event'. A club admin and a court user organise their own
 * club's; a super admin picks the club first.
 */
export function EventsPage() {
  const user = useCurrentUser();
  const clubs = useQuery({ ...clubListQuery(), enabled: user.role === 'super_admin' });
  const [pickedClub, setPickedClub] = useState<number | null>(null);
  const clubId = user.role === 'super_admin' ? (pickedClub ?? clubs.data?.[0]?.id ?? null) : user.clubId;
  const [creating, setCreating] = useState(false);

  return (
    <div className="min-h-screen bg-slate-100">
      <OrganiserHeader
        title={EVENT_TEXT.listTitle}
        subtitle={EVENT_TEXT.listIntro}
        actions={
          clubId !== null && !creating ? (
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {EVENT_TEXT.newEvent}
            </Button>
          ) : null
        }
      />
      <main className="mx-auto flex max-w-7xl flex-col gap-4 p-4 lg:p-6">
        {user.role === 'super_admin' ? (
          <label className="flex max-w-sm flex-col gap-1 text-sm font-medium text-slate-700">
            {EVENT_TEXT.club}
            <select
              value={clubId ?? ''}
              onChange={(event) => setPickedClub(Number(event.target.value))}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            >
              {clubId === null ? <option value="">{EVENT_TEXT.chooseClub}</option> : null}
              {(clubs.data ?? []).map((club) => (
                <option key={club.id} value={club.id}>
                  {club.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {clubId === null ? (
          user.role === 'super_admin' ? null : (
            <Card>
              <p className="text-slate-600">{EVENT_TEXT.noClub}</p>
            </Card>
          )
        ) : (
          <div
            className={`grid items-start gap-4 ${creating ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]' : ''}`}
          >
            <EventList clubId={clubId} />
            {creating ? <NewEvent key={clubId} clubId={clubId} onCancel={() => setCreating(false)} /> : null}
          </div>
        )}
      </main>
    </div>
  );
}

function NewEvent({ clubId, onCancel }: { clubId: number; onCancel: () => void }) {
  const create = useCreateEvent();
  const navigate = useNavigate();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{EVENT_TEXT.newEvent}</h2>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {EVENT_TEXT.cancel}
        </Button>
      </div>
      <CreateEventForm
        clubId={clubId}
        submitting={create.isPending}
        serverError={create.error ? sayError(create.error, MESSAGES.createEvent) : null}
        onSubmit={(body) =>
          create.mutate(body, { onSuccess: (view) => navigate(paths.eventManage(view.event.id)) })
        }
      />
    </Card>
  );
}

function EventList({ clubId }: { clubId: number }) {
  const events = useQuery(eventListQuery(clubId));
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-slate-900">{EVENT_TEXT.listTitle}</h2>
      {events.isPending ? (
        <div className="flex items-center gap-3 text-slate-500">
          <Spinner className="size-5 border-2" label={EVENT_TEXT.loadingEvents} />
          {EVENT_TEXT.loadingEvents}
        </div>
      ) : events.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-red-700">
          {sayError(events.error, EVENT_TEXT.eventsFailed)}
          <Button variant="secondary" size="sm" onClick={() => void events.refetch()}>
            {EVENT_TEXT.retry}
          </Button>
        </div>
      ) : events.data.length === 0 ? (
        <p className="text-slate-500">{EVENT_TEXT.noEvents}</p>
      ) : (
        <ul data-testid="event-list" className="flex flex-col divide-y divide-slate-100">
          {[...events.data]
            .sort((a, b) => b.created_at.localeCompare(a.created_at))
            .map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
        </ul>
      )}
    </Card>
  );
}

function EventRow({ event }: { event: EventSummary }) {
  const day = new Date(event.started_at ?? event.created_at).toLocaleDateString('en-GB');
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <Link
          to={paths.eventManage(event.id)}
          className="block truncate font-semibold text-court-800 hover:underline"
        >
          {event.name}
        </Link>
        <p className="truncate text-sm text-slate-500">
          {EVENT_TEXT.formats[event.format]} · {event.courts.map((court) => court.name).join(', ')} · {day}
        </p>
      </div>
      <EventStatusBadge status={event.status} />
    </li>
  );
}

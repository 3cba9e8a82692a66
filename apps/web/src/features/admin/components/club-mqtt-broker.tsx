import { type Club, type ClubMqttBrokerBody, MESSAGES } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { useClubMutations } from '../api/clubs.ts';
import { errorText } from '../lib/format.ts';

/**
 * The club's own MQTT broker (docs/hardware.md, docs/api.md "MQTT buttons"), saved on its own
 * (PUT /clubs/{id}/mqtt-broker). The stored password is never shown: an empty field keeps it.
 */
export function ClubMqttBroker({ club }: { club: Club }) {
  const { setMqttBroker } = useClubMutations();
  const [url, setUrl] = useState(club.mqtt_broker?.url ?? '');
  const [username, setUsername] = useState(club.mqtt_broker?.username ?? '');
  const [password, setPassword] = useState('');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body: ClubMqttBrokerBody = { url, username, ...(password ? { password } : {}) };
    try {
      await setMqttBroker.mutateAsync({ id: club.id, body });
      setPassword('');
      toast.success(i18n._(msg`MQTT broker saved`));
    } catch (error) {
      toast.error(errorText(error, MESSAGES.updateClub));
    }
  };

  return (
    <form
      onSubmit={save}
      aria-label={i18n._(msg`The club's own MQTT broker`)}
      className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5"
    >
      <h3 className="text-sm font-semibold text-slate-800">
        <Trans>The club's own MQTT broker</Trans>
      </h3>
      <TextField
        label={i18n._(msg`Broker URL`)}
        placeholder="mqtts://broker.club.example:8883"
        hint={i18n._(
          msg`Empty: the server's MQTT broker. The club's MQTT buttons are heard on this broker only.`,
        )}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        label={i18n._(msg`Username`)}
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={i18n._(msg`Password`)}
        type="password"
        autoComplete="new-password"
        hint={
          club.mqtt_broker?.password_set
            ? i18n._(msg`A password is stored (never shown). Leave empty to keep it.`)
            : undefined
        }
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={setMqttBroker.isPending}>
          <Trans>Save MQTT broker</Trans>
        </Button>
      </div>
    </form>
  );
}

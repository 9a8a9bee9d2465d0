import { useEffect, useState } from 'preact/hooks';
import type { DugoutClient } from '../client.js';
import type { Coach } from '../protocol.js';
import { formatDate, formatList, t } from './i18n/index.js';

type Connection = 'connecting' | 'connected' | 'disconnected';

export function Lobby(props: { client: DugoutClient; coach: Coach }) {
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    const socket = props.client.connect();
    socket.on('welcome', () => setConnection('connected'));
    socket.on('disconnect', () => setConnection('disconnected'));
    return () => socket.disconnect();
  }, [props.client]);

  return (
    <section class="card lobby">
      <h1>{t('lobby.title')}</h1>
      <p class="welcome">{t('lobby.welcome', { name: props.coach.name })}</p>
      <p class="muted member-since">{t('lobby.member-since', { date: formatDate(props.coach.createdAt) })}</p>
      {props.coach.roles.length > 0 && (
        <p>{t('lobby.roles', { roles: formatList(props.coach.roles.map((r) => t(`role.${r}`))) })}</p>
      )}
      <p class={`connection ${connection}`} data-connection={connection} aria-live="polite">
        <span class="dot" /> {t(`lobby.connection.${connection}`)}
      </p>
      <p class="muted">{t('lobby.empty')}</p>
      <p class="practice-entry">
        <a class="button-link" href="#/practice">
          {t('lobby.practice')}
        </a>{' '}
        <span class="muted">{t('lobby.practice.hint')}</span>
      </p>
    </section>
  );
}

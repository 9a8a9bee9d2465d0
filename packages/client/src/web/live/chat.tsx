import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatChannel, ChatMessage } from '../../protocol.js';
import { CHAT_MAX_LENGTH } from '../../protocol.js';
import { formatDate, t } from '../i18n/index.js';

/**
 * The chat of a live match: coaches write in the coaches' channel (everyone reads it), spectators in
 * theirs (only spectators read it). `onSend` resolves with an error text, or null when sent.
 */
export function ChatPanel(props: {
  messages: readonly ChatMessage[];
  channel: ChatChannel;
  onSend(text: string): Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [props.messages.length]);

  return (
    <section class="chat" aria-label={t('chat.title')}>
      <h3>{t('chat.title')}</h3>
      <ol class="chat-messages" ref={list} aria-live="polite">
        {props.messages.length === 0 && <li class="muted">{t('chat.empty')}</li>}
        {props.messages.map((m, i) => (
          <li key={`${m.at}-${i}`} class={`chat-message ${m.channel}`} data-channel={m.channel}>
            <span class="chat-channel">{t(`chat.channel.${m.channel}`)}</span> <strong>{m.from}</strong>{' '}
            <time class="muted" dateTime={m.at}>
              {formatDate(m.at, { timeStyle: 'short' })}
            </time>
            : {m.text}
          </li>
        ))}
      </ol>
      <form
        class="chat-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!text.trim()) return;
          const problem = await props.onSend(text);
          setError(problem);
          if (!problem) setText('');
        }}
      >
        <input
          type="text"
          value={text}
          maxLength={CHAT_MAX_LENGTH}
          aria-label={t(`chat.input.${props.channel}`)}
          placeholder={t(`chat.input.${props.channel}`)}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="secondary">
          {t('chat.send')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

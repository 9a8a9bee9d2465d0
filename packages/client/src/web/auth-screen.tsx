import { useState } from 'preact/hooks';
import type { DugoutClient } from '../client.js';
import type { Coach } from '../protocol.js';
import { errorText } from './error-text.js';
import { t } from './i18n/index.js';

type Mode = 'login' | 'register';

export function AuthScreen(props: {
  client: DugoutClient;
  onLoggedIn: (coach: Coach) => void;
  initialError: string | null;
}) {
  const [mode, setMode] = useState<Mode>('login');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(props.initialError);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const field = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    setError(null);
    try {
      const coach =
        mode === 'login'
          ? await props.client.login({ login: field('login'), password: field('password') })
          : await props.client.register({
              name: field('name'),
              email: field('email'),
              password: field('password'),
            });
      props.onLoggedIn(coach);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="card auth">
      <div class="tabs" role="tablist">
        {(['login', 'register'] as const).map((m) => (
          <button
            type="button"
            role="tab"
            aria-selected={mode === m}
            class={mode === m ? 'tab active' : 'tab'}
            onClick={() => {
              setMode(m);
              setError(null);
            }}
          >
            {t(m === 'login' ? 'auth.login.tab' : 'auth.register.tab')}
          </button>
        ))}
      </div>
      <form onSubmit={submit} key={mode}>
        {mode === 'login' ? (
          <label>
            {t('auth.field.login')}
            <input name="login" autocomplete="username" required />
          </label>
        ) : (
          <>
            <label>
              {t('auth.field.name')}
              <input name="name" autocomplete="username" required minLength={3} maxLength={24} />
            </label>
            <label>
              {t('auth.field.email')}
              <input name="email" type="email" autocomplete="email" required />
            </label>
          </>
        )}
        <label>
          {t('auth.field.password')}
          <input
            name="password"
            type="password"
            autocomplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
          />
          {mode === 'register' && <small>{t('auth.password.hint', { min: 10 })}</small>}
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="primary" disabled={busy}>
          {busy ? t('auth.busy') : t(mode === 'login' ? 'auth.login.submit' : 'auth.register.submit')}
        </button>
      </form>
    </section>
  );
}

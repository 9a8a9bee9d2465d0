import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n/index.js';

/**
 * A component loaded on first use, as its own chunk of the bundle: `Loading` is shown until it arrives, a
 * network error if it cannot be fetched.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Loading: ComponentType,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function Lazy(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded) return;
      load().then(
        (c) => {
          loaded = c;
          setComponent(() => c);
        },
        () => setFailed(true),
      );
    }, []);
    if (failed) return <p class="error">{t('error.network')}</p>;
    const Component = component;
    return Component ? <Component {...props} /> : <Loading />;
  };
}

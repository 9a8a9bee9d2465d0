import { LOCALES, type Locale, t } from './i18n/index.js';

/** One button per language, each named in its own language: one click switches. */
export function LanguageSwitch(props: { locale: Locale; onChange: (locale: Locale) => void }) {
  return (
    <fieldset class="language-switch" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <button
          type="button"
          key={locale}
          lang={locale}
          class={locale === props.locale ? 'lang active' : 'lang'}
          aria-pressed={locale === props.locale}
          title={t('language.switch', { language: t(`language.${locale}`) })}
          data-locale={locale}
          onClick={() => props.onChange(locale)}
        >
          {t(`language.${locale}`)}
        </button>
      ))}
    </fieldset>
  );
}

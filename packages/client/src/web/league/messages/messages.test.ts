import { describeCatalogue } from '../../../test-support/catalogue-checks.js';
import { JA_GLOSSARY } from '../../i18n/glossary/ja.js';
import { KO_GLOSSARY } from '../../i18n/glossary/ko.js';
import { classicLeagueEn } from './classic-en.js';
import { classicLeagueJa } from './classic-ja.js';
import { classicLeagueKo } from './classic-ko.js';
import { leagueEn } from './en.js';
import { leagueJa } from './ja.js';
import { leagueKo } from './ko.js';

// The main catalogue's checks (../../i18n/catalogue.test.ts), run on the league pages' own catalogue.
describeCatalogue('league messages', leagueEn, [
  { locale: 'ko', messages: leagueKo, glossary: KO_GLOSSARY },
  { locale: 'ja', messages: leagueJa, glossary: JA_GLOSSARY },
]);

describeCatalogue('classic league messages', classicLeagueEn, [
  { locale: 'ko', messages: classicLeagueKo, glossary: KO_GLOSSARY },
  { locale: 'ja', messages: classicLeagueJa, glossary: JA_GLOSSARY },
]);

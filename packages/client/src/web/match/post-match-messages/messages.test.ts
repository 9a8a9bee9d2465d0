import { describeCatalogue } from '../../../test-support/catalogue-checks.js';
import { JA_GLOSSARY } from '../../i18n/glossary/ja.js';
import { KO_GLOSSARY } from '../../i18n/glossary/ko.js';
import { postMatchEn } from './en.js';
import { postMatchJa } from './ja.js';
import { postMatchKo } from './ko.js';

// The main catalogue's checks (../../i18n/catalogue.test.ts), run on the post-match screen's own catalogue.
describeCatalogue('post-match messages', postMatchEn, [
  { locale: 'ko', messages: postMatchKo, glossary: KO_GLOSSARY },
  { locale: 'ja', messages: postMatchJa, glossary: JA_GLOSSARY },
]);

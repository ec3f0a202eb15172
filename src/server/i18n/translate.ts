// The server's translation of message keys is the shared one (src/i18n/translate.ts), which the
// e-mail templates use too; kept here so server code reads it from its own folder.
export { translate } from '@/i18n/translate';

import 'i18next';
import type en from './en.json';
import type peopleEn from './people.en.json';

// Keys and interpolation values are checked against the English resource file.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en & typeof peopleEn };
  }
}

// Shape shared by the terms and privacy texts, rendered by components/legal-document.tsx.
// Its texts are keys of the legal catalogue (legal/i18n/en.json), imported only by the two legal pages.
import type { LegalTextKey } from '../legal/i18n';

export type LegalSection = { heading: LegalTextKey; paragraphs: readonly LegalTextKey[] };

export type LegalDocument = {
  title: LegalTextKey;
  summary: LegalTextKey;
  /** ISO date the text last changed. */
  updated: string;
  sections: readonly LegalSection[];
};

export const LEGAL_DRAFT_NOTE: LegalTextKey = 'draftNote';

// Shape shared by the terms and privacy texts, rendered by components/legal-document.tsx.
export type LegalSection = { heading: string; paragraphs: readonly string[] };

export type LegalDocument = {
  title: string;
  summary: string;
  /** ISO date the text last changed. */
  updated: string;
  sections: readonly LegalSection[];
};

export const LEGAL_DRAFT_NOTE =
  'Draft: this text is written in plain language and is pending legal review. It may change before general availability.';
